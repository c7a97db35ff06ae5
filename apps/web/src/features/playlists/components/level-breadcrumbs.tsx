import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';

export interface Crumb {
  label: string;
  to: string;
}

/** Where a level sits: the way back up, the current level last (not a link). */
export function LevelBreadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('playlists.breadcrumb')} className="mb-2 text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <Link className="underline underline-offset-2 hover:text-brand-800" to={crumb.to}>
              {crumb.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
