import type { DeckProgress } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { isFinished } from '../api/deck-progress.ts';
import { useDeckProgress } from '../hooks/use-deck-progress.ts';

const badge = 'inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold';

function FinishedBadge({ progress }: { progress: DeckProgress }) {
  if (progress.status === 'ready')
    return <span className={`${badge} bg-green-100 text-green-900`}>Ready</span>;
  // The row says why (deck.removal); the badge only names the state.
  if (progress.status === 'removed')
    return <span className={`${badge} w-fit bg-red-100 text-red-900`}>Taken down</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className={`${badge} w-fit bg-red-100 text-red-900`}>Failed</span>
      <span className="text-sm text-red-800">{progress.failureReason ?? deckMessages.processingFailed}</span>
    </span>
  );
}

function LiveBadge({ initial }: { initial: DeckProgress }) {
  const progress = useDeckProgress(initial);
  if (isFinished(progress.status)) return <FinishedBadge progress={progress} />;
  const known = progress.status === 'processing' && progress.pageCount > 0;
  const label = known
    ? `Processing page ${progress.pagesDone} of ${progress.pageCount}`
    : progress.status === 'queued'
      ? 'Queued'
      : 'Processing';
  return (
    <span className="flex flex-col gap-1">
      <span className={`${badge} w-fit bg-amber-100 text-amber-950`}>{label}</span>
      {known ? (
        <progress
          className="block h-1.5 w-32 accent-brand-700"
          max={progress.pageCount}
          value={progress.pagesDone}
          aria-label={label}
        />
      ) : null}
    </span>
  );
}

/** A deck's status in "your uploads"; queued and processing ones follow along live. */
export function UploadStatusBadge({ progress }: { progress: DeckProgress }) {
  return isFinished(progress.status) ? (
    <FinishedBadge progress={progress} />
  ) : (
    <LiveBadge initial={progress} />
  );
}
