import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-brand-900"
      aria-label="MedShelf home"
    >
      <img src="/icons/icon.svg" alt="" width="32" height="32" className="size-8" />
      <span className="text-lg tracking-tight">MedShelf</span>
    </Link>
  );
}
