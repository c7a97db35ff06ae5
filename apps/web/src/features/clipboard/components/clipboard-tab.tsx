import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useClips } from '../api/list-clips.ts';
import { ClipCard } from './clip-card.tsx';
import { HighlightsSection } from './highlights-section.tsx';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

function ClipsSkeleton() {
  return (
    <CardGridSkeleton
      className={gridClass}
      count={3}
      label="Loading clips…"
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
  const query = useClips(username);
  if (query.isPending && query.fetchStatus === 'paused') {
    return <p className="text-slate-700">The clipboard will load when you are back online.</p>;
  }
  if (query.isPending) return <ClipsSkeleton />;
  if (query.isError) return <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />;
  const clips = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (!clips.length) {
    return isOwner ? (
      <EmptyState
        title="Your clipboard is empty"
        headingLevel={3}
        action={
          <Link to={paths.slide()} className={buttonClass('primary')}>
            Browse slides
          </Link>
        }
      >
        <p>While reading a deck, press “Clip” under a page to keep it here with a note.</p>
      </EmptyState>
    ) : (
      <EmptyState title="No public clips yet" headingLevel={3}>
        <p>{username} has not shared any clipped pages.</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {total} clipped {total === 1 ? 'page' : 'pages'}
        {isOwner ? '. Private clips are seen only by you.' : ''}
      </p>
      <ul className={gridClass} aria-label="Clipped pages">
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
            {query.isFetchingNextPage ? 'Loading…' : 'Show more clips'}
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
