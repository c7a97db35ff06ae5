import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

export function Logo() {
  const t = useT();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-brand-900"
      aria-label={t('nav.logoHome')}
    >
      <img src="/icons/icon.svg" alt="" width="32" height="32" className="size-8" />
      {/* On the narrowest phones the bar needs the room for Join Now and UPLOAD; the link keeps its name. */}
      <span className="hidden text-lg tracking-tight min-[400px]:inline">MedShelf</span>
    </Link>
  );
}
