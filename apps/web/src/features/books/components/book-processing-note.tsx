import type { BookDetail } from '@medshelf/shared';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * Only editors see a book whose PDF is not ready (others get "not available"): where its
 * processing stands, so they know why there is no reader yet.
 */
export function BookProcessingNote({ book }: { book: BookDetail }) {
  const t = useT();
  const processing = book.processing;
  if (!processing || processing.status === 'ready' || processing.status === 'none') return null;
  if (processing.status === 'failed') {
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {t('books.processingFailed', { reason: processing.failureReason ?? t('books.pdfFailed') })}
      </p>
    );
  }
  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
    >
      {processing.pageCount
        ? t('books.preparingCount', { done: processing.pagesDone, count: processing.pageCount })
        : t('books.preparing')}
    </p>
  );
}
