import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useHighlights } from '../api/list-highlights.ts';
import { HighlightCard } from './highlight-card.tsx';

/** The highlights half of the clipboard tab: words kept from deck pages; private ones only to the owner. */
export function HighlightsSection({ username, isOwner }: { username: string; isOwner: boolean }) {
  const t = useT();
  const serverText = useServerText();
  const query = useHighlights(username);
  const heading = (
    <h3 id="highlights-heading" className="text-lg font-bold text-slate-900">
      {t('clipboard.highlights')}
    </h3>
  );
  if (query.isPending) {
    return (
      <section aria-labelledby="highlights-heading" className="space-y-3">
        {heading}
        <p className="text-slate-700">
          {query.fetchStatus === 'paused'
            ? t('clipboard.highlightsOffline')
            : t('clipboard.loadingHighlights')}
        </p>
      </section>
    );
  }
  if (query.isError)
    return <LoadFailed message={serverText(query.error.message)} onRetry={() => void query.refetch()} />;
  const highlights = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="highlights-heading" className="space-y-3">
      {heading}
      {highlights.length ? (
        <>
          <p className="text-sm text-slate-700">
            {t(isOwner ? 'clipboard.highlightCountOwner' : 'clipboard.highlightCount', { count: total })}
          </p>
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={t('clipboard.highlights')}
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
          {isOwner ? t('clipboard.highlightsEmptyOwner') : t('clipboard.highlightsEmptyOther', { username })}
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
            {query.isFetchingNextPage ? t('clipboard.loading') : t('clipboard.showMoreHighlights')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
