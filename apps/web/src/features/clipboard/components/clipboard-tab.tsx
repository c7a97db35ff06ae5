import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useClips } from '../api/list-clips.ts';
import { ClipCard } from './clip-card.tsx';
import { HighlightsSection } from './highlights-section.tsx';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

function ClipsSkeleton() {
  const t = useT();
  return (
    <CardGridSkeleton
      className={gridClass}
      count={3}
      label={t('clipboard.loadingClips')}
      placeholder={
        <div className="rounded-xl border border-slate-200">
          <Skeleton className="aspect-[4/3] w-full rounded-b-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      }
    />
  );
}

/** Clipped pages; private clips only to the owner. */
function ClippedPages({ username, isOwner }: { username: string; isOwner: boolean }) {
  const t = useT();
  const serverText = useServerText();
  const query = useClips(username);
  if (query.isPending && query.fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('clipboard.loadWhenOnline')}</p>;
  }
  if (query.isPending) return <ClipsSkeleton />;
  if (query.isError)
    return <LoadFailed message={serverText(query.error.message)} onRetry={() => void query.refetch()} />;
  const clips = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (!clips.length) {
    return isOwner ? (
      <EmptyState
        title={t('clipboard.emptyTitle')}
        headingLevel={3}
        action={
          <Link to={paths.slide()} className={buttonClass('primary')}>
            {t('clipboard.browseSlides')}
          </Link>
        }
      >
        <p>{t('clipboard.emptyHint')}</p>
      </EmptyState>
    ) : (
      <EmptyState title={t('clipboard.noPublicClips')} headingLevel={3}>
        <p>{t('clipboard.notShared', { username })}</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {t(isOwner ? 'clipboard.countOwner' : 'clipboard.count', { count: total })}
      </p>
      <ul className={gridClass} aria-label={t('clipboard.clippedPages')}>
        {clips.map((clip, index) => (
          <li key={clip.id}>
            <ClipCard clip={clip} isOwner={isOwner} eager={index < 3} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('clipboard.loading') : t('clipboard.showMoreClips')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The clipboard tab of /profile/{username}: clipped pages, then highlights with their notes. */
export function ClipboardTab({ username, isOwner }: { username: string; isOwner: boolean }) {
  return (
    <div className="space-y-8">
      <ClippedPages username={username} isOwner={isOwner} />
      <HighlightsSection username={username} isOwner={isOwner} />
    </div>
  );
}
