import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

interface PaginationProps {
  page: number;
  pageCount: number;
  label: string;
  /** The list's cursor for the page after this one: Next continues from it (decision 0029). */
  next?: string | null | undefined;
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';
const linkClass = `${itemClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

/** Page numbers around the current one, the first and the last; null marks a gap. */
function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? [null, n] : [n]));
}

/**
 * Pages as real links (`?page=`): a page can be shared, reloaded and opened in a new tab, and
 * the browser's Back returns to the previous page of the list. Next also carries the list's
 * cursor where it has one, so decks added meanwhile neither repeat nor go missing.
 */
export function Pagination({ page, pageCount, label, next }: PaginationProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const target = new URLSearchParams(searchParams);
    if (n === 1) target.delete('page');
    else target.set('page', String(n));
    if (n === page + 1 && next) target.set('after', next);
    else target.delete('after');
    const search = target.toString();
    return { search: search ? `?${search}` : '' };
  };
  // A new page starts at the top of the list, as a new page of a book would.
  const toTop = () => window.scrollTo({ top: 0 });
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} onClick={toTop} rel="prev">
          {t('ui.previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${itemClass} bg-brand-700 text-white`}>
                  <span className="sr-only">{t('ui.pageBefore')}</span>
                  {n}
                </span>
              ) : (
                <Link to={to(n)} className={linkClass} onClick={toTop} aria-label={t('ui.page', { page: n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={linkClass} onClick={toTop} rel="next">
          {t('ui.next')}
        </Link>
      ) : null}
    </nav>
  );
}
