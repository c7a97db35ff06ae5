import { highlightMessages } from '@medshelf/shared/highlight-limits';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useHighlights } from '../api/list-highlights.ts';
import { HighlightCard } from './highlight-card.tsx';

/** The highlights half of the clipboard tab: words kept from deck pages; private ones only to the owner. */
export function HighlightsSection({ username, isOwner }: { username: string; isOwner: boolean }) {
  const query = useHighlights(username);
  const heading = (
    <h3 id="highlights-heading" className="text-lg font-bold text-slate-900">
      {highlightMessages.listTitle}
    </h3>
  );
  if (query.isPending) {
    return (
      <section aria-labelledby="highlights-heading" className="space-y-3">
        {heading}
        <p className="text-slate-700">
          {query.fetchStatus === 'paused' ? highlightMessages.offline : highlightMessages.loadingHighlights}
        </p>
      </section>
    );
  }
  if (query.isError) return <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />;
  const highlights = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="highlights-heading" className="space-y-3">
      {heading}
      {highlights.length ? (
        <>
          <p className="text-sm text-slate-700">
            {highlightMessages.listCount(total)}
            {isOwner ? `. ${highlightMessages.listPrivate}` : ''}
          </p>
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={highlightMessages.listTitle}
          >
            {highlights.map((highlight) => (
              <li key={highlight.id}>
                <HighlightCard highlight={highlight} isOwner={isOwner} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-slate-700">
          {isOwner ? highlightMessages.listEmptyOwner : highlightMessages.listEmptyOther(username)}
        </p>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? highlightMessages.loading : highlightMessages.showMore}
          </button>
        </div>
      ) : null}
    </section>
  );
}
