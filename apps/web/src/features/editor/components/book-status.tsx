import type { BookProcessing } from '@medshelf/shared';
import { bookMessages } from '@medshelf/shared/contracts/books';

const badge = 'inline-flex min-h-6 w-fit items-center rounded-full px-2.5 text-xs font-semibold';

/** Where a book's PDF stands: link only, queued, processing page x of y, ready, or failed and why. */
export function BookStatus({ processing }: { processing: BookProcessing }) {
  const { status, pagesDone, pageCount, failureReason } = processing;
  if (status === 'none') return <span className={`${badge} bg-slate-100 text-slate-800`}>Link only</span>;
  if (status === 'ready') return <span className={`${badge} bg-green-100 text-green-900`}>Ready</span>;
  if (status === 'failed') {
    return (
      <span className="flex flex-col gap-1">
        <span className={`${badge} bg-red-100 text-red-900`}>Failed</span>
        <span className="text-sm text-red-800">{failureReason ?? bookMessages.processingFailed}</span>
      </span>
    );
  }
  const known = status === 'processing' && pageCount > 0;
  const label = known
    ? `Processing page ${pagesDone} of ${pageCount}`
    : status === 'queued'
      ? 'Queued'
      : 'Processing';
  return (
    <span className="flex flex-col gap-1">
      <span className={`${badge} bg-amber-100 text-amber-950`}>{label}</span>
      {known ? (
        <progress
          className="block h-1.5 w-32 accent-brand-700"
          max={pageCount}
          value={pagesDone}
          aria-label={label}
        />
      ) : null}
    </span>
  );
}
