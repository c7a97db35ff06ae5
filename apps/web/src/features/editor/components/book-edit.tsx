import type { BookDetail } from '@medshelf/shared';
import { bookLimits, bookMessages } from '@medshelf/shared/contracts/books';
import { messages } from '@medshelf/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatBytes } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { placeServerErrors } from '../../../lib/server-errors.ts';
import { editorKeys } from '../api/editor-keys.ts';
import { useEditorBook } from '../api/get-book.ts';
import { replaceBookCover } from '../api/replace-book-cover.ts';
import { replaceBookPdf } from '../api/replace-book-pdf.ts';
import { useUpdateBook } from '../api/update-book.ts';
import { bookFields, bookFormValues, useBookForm } from '../hooks/use-book-form.ts';
import { BookFields } from './book-fields.tsx';
import { BookStatus } from './book-status.tsx';
import { coverHint, precheckCover, precheckPdf } from './book-upload-errors.ts';
import { ListProblem } from './panel-parts.tsx';
import { isFileRefusal, ReplaceFile } from './replace-file.tsx';

/** Edit a book: its details (saved as a patch), its PDF and its cover. */
export function BookEdit({ bookId, onDone }: { bookId: string; onDone(): void }) {
  const { data: book, isPending, isError, error, fetchStatus, refetch } = useEditorBook(bookId);
  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">This book will load when you are back online.</p>;
  }
  if (isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading the book…</span>
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (isError) return <ListProblem message={error.message} onRetry={() => refetch()} />;
  return <BookEditSections book={book} onDone={onDone} />;
}

function BookEditSections({ book, onDone }: { book: BookDetail; onDone(): void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const update = useUpdateBook(book.id);
  const form = useBookForm(bookFormValues(book));
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  // A new file changes the book's status and cover in the lists too.
  const saved = (detail: BookDetail) => {
    queryClient.setQueryData(editorKeys.book(book.id), detail);
    void queryClient.invalidateQueries({ queryKey: editorKeys.bookLists });
  };

  const save = form.handleSubmit(async (patch) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(patch);
      // What was saved becomes the new starting point (the server may have tidied it).
      form.reset(bookFormValues(saved));
      notify('success', `“${saved.title}” is saved.`);
    } catch (error) {
      if (error instanceof ApiError && placeServerErrors(form.setError, error, bookFields)) return;
      setAlert(error instanceof Error ? error.message : messages.checkConnection);
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-8 rounded-xl border border-brand-700 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-slate-900"
        >
          Edit “{book.title}”
        </h3>
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          Back to the list
        </button>
      </div>
      <form onSubmit={save} noValidate className="space-y-6" aria-labelledby={headingId}>
        <BookFields form={form} disabled={update.isPending} />
        <FormAlert message={alert} />
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </form>
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <h4 className="font-semibold text-slate-900">PDF</h4>
        {book.processing ? <BookStatus processing={book.processing} /> : null}
        <p className="text-sm text-slate-700">
          {book.fileSize
            ? `${formatBytes(book.fileSize)}${book.pageCount ? `, ${book.pageCount} pages` : ''}`
            : 'No PDF yet: the book is only a link.'}
        </p>
        <ReplaceFile
          label="New PDF"
          hint={`The book is processed again from its new PDF. Up to ${bookLimits.maxPdfBytes / (1024 * 1024)} MB.`}
          accept={bookLimits.acceptPdf}
          action="Upload new PDF"
          required={bookMessages.pdfRequired}
          done="The new PDF is uploaded and being processed."
          precheck={precheckPdf}
          send={(file, options) => replaceBookPdf({ bookId: book.id, file }, options)}
          isFileProblem={isFileRefusal}
          onSaved={saved}
        />
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <h4 className="font-semibold text-slate-900">Cover</h4>
        {book.cover ? (
          <img
            src={book.cover.url}
            alt={`Cover of ${book.title}`}
            width={book.cover.width}
            height={book.cover.height}
            loading="lazy"
            className="h-auto w-24 rounded-lg border border-slate-200"
          />
        ) : (
          <p className="text-sm text-slate-700">No cover yet.</p>
        )}
        <ReplaceFile
          label="New cover"
          hint={coverHint}
          accept={bookLimits.acceptCover}
          action="Upload new cover"
          required={bookMessages.coverRequired}
          done="The new cover is saved."
          precheck={precheckCover}
          send={(file, options) => replaceBookCover({ bookId: book.id, file }, options)}
          isFileProblem={isFileRefusal}
          onSaved={saved}
        />
      </div>
    </section>
  );
}
