import type { BookProcessing } from '@medshelf/shared';
import { bookMessages } from '@medshelf/shared/contracts/books';
import { FailedStatus, InProgressStatus, StatusBadge } from '../../../components/ui/processing-status.tsx';

/** Where a book's PDF stands: link only, queued, processing page x of y, ready, or failed and why. */
export function BookStatus({ processing }: { processing: BookProcessing }) {
  const { status, failureReason } = processing;
  if (status === 'none') return <StatusBadge tone="neutral">Link only</StatusBadge>;
  if (status === 'ready') return <StatusBadge tone="done">Ready</StatusBadge>;
  if (status === 'failed') return <FailedStatus reason={failureReason ?? bookMessages.processingFailed} />;
  return <InProgressStatus {...processing} />;
}
