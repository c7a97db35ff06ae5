import { bookLimits, bookMessages } from '@medshelf/shared/contracts/books';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { createBook } from '../api/create-book.ts';
import { editorKeys } from '../api/editor-keys.ts';
import { useBookForm } from '../hooks/use-book-form.ts';
import { BookFields } from './book-fields.tsx';
import { coverHint, placeBookUploadError, precheckCover, precheckPdf } from './book-upload-errors.ts';

const pdfHint = `Optional when the book has an external link. Up to ${bookLimits.maxPdfBytes / (1024 * 1024)} MB and ${bookLimits.maxPages.toLocaleString('en')} pages.`;

/** A new book: every field, an optional PDF and cover, sent with a progress bar. */
export function BookCreate({ onDone }: { onDone(): void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const form = useBookForm();
  const [pdf, setPdf] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const transfer = useUploadTransfer(createBook);
  const sending = transfer.state.phase === 'sending';

  useEffect(() => heading.current?.focus(), []);

  const choose = (kind: 'pdf' | 'cover', file: File | null) => {
    if (kind === 'pdf') {
      setPdf(file);
      setPdfError(precheckPdf(file));
    } else {
      setCover(file);
      setCoverError(precheckCover(file));
    }
    transfer.reset();
  };

  const submit = form.handleSubmit(async (book) => {
    const pdfProblem = precheckPdf(pdf) ?? (!pdf && !book.externalUrl ? bookMessages.pdfOrLink : null);
    const coverProblem = precheckCover(cover);
    setPdfError(pdfProblem);
    setCoverError(coverProblem);
    if (pdfProblem || coverProblem) return;
    const outcome = await transfer.start({ book, pdf, cover });
    if (!outcome.ok) {
      const files = { pdf: setPdfError, cover: setCoverError };
      if (outcome.error && !placeBookUploadError(form, outcome.error, files)) transfer.reset();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: editorKeys.lists('books') });
    notify('success', `“${outcome.value.title}” is added.${pdf ? ' Its PDF is being processed.' : ''}`);
    onDone();
  });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-700 bg-white p-4 sm:p-6">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Add a book
      </h3>
      <form onSubmit={submit} noValidate className="mt-4 space-y-6" aria-labelledby={headingId}>
        <BookFields form={form} disabled={sending} />
        <FilePicker
          label="PDF of the book"
          hint={pdfHint}
          accept={bookLimits.acceptPdf}
          file={pdf}
          onFile={(file) => choose('pdf', file)}
          error={pdfError}
          disabled={sending}
        />
        <FilePicker
          label="Cover image"
          hint={coverHint}
          accept={bookLimits.acceptCover}
          file={cover}
          onFile={(file) => choose('cover', file)}
          error={coverError}
          disabled={sending}
        />
        <UploadTransferStatus
          state={transfer.state}
          onCancel={transfer.cancel}
          onRetry={() => void submit()}
        />
        {sending ? null : (
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary')}>
              Add book
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={onDone}>
              Cancel
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
