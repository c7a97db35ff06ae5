import type { BookDetail } from '@medshelf/shared';

/**
 * Only editors see a book whose PDF is not ready (others get "not available"): where its
 * processing stands, so they know why there is no reader yet.
 */
export function BookProcessingNote({ book }: { book: BookDetail }) {
  const processing = book.processing;
  if (!processing || processing.status === 'ready' || processing.status === 'none') return null;
  if (processing.status === 'failed') {
    return (
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        Processing failed: {processing.failureReason ?? 'the PDF could not be processed.'} Only editors see
        this book until it is fixed.
      </p>
    );
  }
  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
    >
      The pages are being prepared
      {processing.pageCount ? ` (${processing.pagesDone} of ${processing.pageCount})` : ''}. Only editors see
      this book until they are ready.
    </p>
  );
}
