import type { BookProcessing } from '@medshelf/shared';
import { bookMessages } from '@medshelf/shared/book-messages';
import { FailedStatus, InProgressStatus, StatusBadge } from '../../../components/ui/processing-status.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Where a book's PDF stands: link only, queued, processing page x of y, ready, or failed and why. */
export function BookStatus({ processing }: { processing: BookProcessing }) {
  const { status, failureReason } = processing;
  const t = useT();
  const serverText = useServerText();
  if (status === 'none') return <StatusBadge tone="neutral">{t('editor.book.linkOnly')}</StatusBadge>;
  if (status === 'ready') return <StatusBadge tone="done">{t('editor.book.ready')}</StatusBadge>;
  if (status === 'failed')
    return <FailedStatus reason={serverText(failureReason ?? bookMessages.processingFailed)} />;
  return <InProgressStatus {...processing} />;
}
