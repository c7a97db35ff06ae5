import type { Category } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';

const chipClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap';
const chipState = (current: boolean) =>
  current
    ? 'border-brand-700 bg-brand-700 text-white'
    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

/**
 * A category's sub-categories as links that narrow its list (`?sub=`), the sort kept and the
 * page back to the first; on a phone they scroll sideways in one row.
 */
export function SubCategoryFilter({ category, current }: { category: Category; current: string | null }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const sort = searchParams.get('sort');
  const to = (sub?: string) => {
    const path = paths.slideCategory(category.slug, sub);
    if (!sort) return path;
    return `${path}${sub ? '&' : '?'}sort=${encodeURIComponent(sort)}`;
  };
  const links = [{ slug: null, name: t('books.all') }, ...category.subCategories];
  return (
    <nav aria-label={t('slides.subCategories', { category: category.name })}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
        {links.map((link) => {
          const isCurrent = link.slug === current;
          return (
            <li key={link.slug ?? ''} className="shrink-0">
              <Link
                to={to(link.slug ?? undefined)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`${chipClass} ${chipState(isCurrent)}`}
              >
                {link.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
