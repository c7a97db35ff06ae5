import type { SearchCounts, TaxonomyResponse } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { searchTypes } from '@medshelf/shared/search-limits';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import type { SearchParams } from '../api/search-keys.ts';
import { hasFilters, searchUrl, typeLabels } from '../search-url.ts';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

/** Topics most students look for: the sub-categories of Medicine, or the first ones there are. */
function popularTopics(taxonomy: TaxonomyResponse | undefined) {
  const categories = taxonomy?.categories ?? [];
  const medicine = categories.find((c) => c.slug === 'medicine');
  const pairs = (medicine ? [medicine] : categories).flatMap((category) =>
    category.subCategories.map((sub) => ({ category, sub })),
  );
  return pairs.slice(0, 8);
}

const browseLinks: { to: string; label: MessageId }[] = [
  { to: paths.slide(), label: 'search.tabSlides' },
  { to: paths.book(), label: 'search.tabBooks' },
  { to: paths.journal(), label: 'search.tabJournals' },
  { to: paths.article(), label: 'search.tabArticles' },
  { to: paths.news(), label: 'search.tabNews' },
];

/** Nothing matches anywhere: popular topics and places to browse instead (other spellings show above). */
export function NoResults({ params }: { params: SearchParams }) {
  const t = useT();
  const { data: taxonomy } = useTaxonomy();
  const topics = popularTopics(taxonomy);
  return (
    <EmptyState title={t('search.nothingMatches', { q: params.q })}>
      <p>{t('search.nothingText')}</p>
      {topics.length ? (
        <section aria-labelledby="popular-topics" className="mt-6">
          <h3 id="popular-topics" className="font-semibold text-slate-900">
            {t('search.popularTopics')}
          </h3>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {topics.map(({ category, sub }) => (
              <li key={`${category.slug}/${sub.slug}`}>
                <Link
                  to={paths.slideSubCategory(category.slug, sub.slug)}
                  className={buttonClass('secondary')}
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="browse-instead" className="mt-6">
        <h3 id="browse-instead" className="font-semibold text-slate-900">
          {t('search.browseInstead')}
        </h3>
        <ul className="mt-1 flex flex-wrap justify-center gap-x-5">
          {browseLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </EmptyState>
  );
}

/** This tab is empty but others are not, or the filters leave nothing: the ways out. */
export function EmptyTab({ params, counts }: { params: SearchParams; counts: SearchCounts }) {
  const t = useT();
  const label = typeLabels[params.type];
  const others = searchTypes.filter((type) => type !== params.type && counts[type] > 0);
  const filtered = hasFilters(params);
  return (
    <EmptyState
      title={
        filtered
          ? t('search.noneOfKindFiltered', { kind: t(label.many), q: params.q })
          : t('search.noneOfKind', { kind: t(label.many), q: params.q })
      }
      action={
        filtered ? (
          <Link to={searchUrl({ q: params.q, type: params.type })} className={buttonClass('primary')}>
            {t('search.clearFilters')}
          </Link>
        ) : null
      }
    >
      {others.length ? (
        <>
          <p>{t('search.matchesAmong')}</p>
          <ul className="mt-1 flex flex-wrap justify-center gap-x-5">
            {others.map((type) => (
              <li key={type}>
                <Link to={searchUrl({ ...params, type, page: 1 })} className={linkClass}>
                  {t(typeLabels[type].tab)} ({counts[type].toLocaleString('en-IN')})
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('search.tryOther')}</p>
      )}
    </EmptyState>
  );
}
