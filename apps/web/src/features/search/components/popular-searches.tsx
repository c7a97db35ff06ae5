import { paths } from '@medshelf/shared/routes';
import { popularSearchMessages } from '@medshelf/shared/search-limits';
import { Link } from 'react-router';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { usePopularSearches } from '../api/popular.ts';

/** Links to what many visitors searched lately: where to start on an empty search page. */
export function PopularSearches() {
  const popularSearchText = useSharedText('popularSearch', popularSearchMessages);
  const popular = usePopularSearches();
  const queries = popular.data?.queries ?? [];
  if (!queries.length) return null;
  return (
    <section aria-labelledby="popular-searches" className="mt-8">
      <h2 id="popular-searches" className="text-lg font-semibold text-slate-900">
        {popularSearchText.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {queries.map((query) => (
          <li key={query}>
            <Link
              to={paths.search(query)}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
