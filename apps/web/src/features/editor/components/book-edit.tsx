import type { BookDetail } from '@medshelf/shared';
import { bookLimits, bookMessages } from '@medshelf/shared/contracts/books';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { placeServerErrors } from '../../../lib/server-errors.ts';
import { useEditorBook } from '../api/get-book.ts';
import { useItemSaved, useUpdateItem } from '../api/library-items.ts';
import { replaceBookPdf } from '../api/replace-book-pdf.ts';
import { bookFields, bookFormValues, useBookForm } from '../hooks/use-book-form.ts';
import { BookFields } from './book-fields.tsx';
import { BookStatus } from './book-status.tsx';
import { coverHint, precheckPdf } from './book-upload-errors.ts';
import { LibraryEdit, LibraryEditLoader } from './library-edit.tsx';
import { isFileRefusal, ReplaceFile } from './replace-file.tsx';

/** Edit a book: its details, its PDF and its cover. */
export function BookEdit({ bookId, onDone }: { bookId: string; onDone(): void }) {
  return (
    <LibraryEditLoader noun="book" query={useEditorBook(bookId)}>
      {(book) => <BookEditSections book={book} onDone={onDone} />}
    </LibraryEditLoader>
  );
}

function BookEditSections({ book, onDone }: { book: BookDetail; onDone(): void }) {
  const update = useUpdateItem('books', book.id);
  const saved = useItemSaved('books');
  const form = useBookForm(bookFormValues(book));
  const [alert, setAlert] = useState<string | null>(null);
  const t = useT();
  const format = useFormat();
  const serverText = useServerText();

  const save = form.handleSubmit(async (patch) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(patch);
      // What was saved becomes the new starting point (the server may have tidied it).
      form.reset(bookFormValues(saved));
      notify('success', t('editor.saved', { name: saved.title }));
    } catch (error) {
      if (error instanceof ApiError && placeServerErrors(form.setError, error, bookFields)) return;
      setAlert(failureMessage(error));
    }
  });

  return (
    <LibraryEdit
      kind="books"
      item={book}
      name={book.title}
      onDone={onDone}
      details={{
        fields: <BookFields form={form} disabled={update.isPending} />,
        onSubmit: save,
        pending: update.isPending,
        alert,
      }}
      coverHint={coverHint(t)}
    >
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <h4 className="font-semibold text-slate-900">{t('editor.book.pdf')}</h4>
        {book.processing ? <BookStatus processing={book.processing} /> : null}
        <p className="text-sm text-slate-700">
          {book.fileSize
            ? book.pageCount
              ? t('editor.book.sizePages', { size: format.bytes(book.fileSize), count: book.pageCount })
              : format.bytes(book.fileSize)
            : t('editor.book.noPdf')}
        </p>
        <ReplaceFile
          label={t('editor.book.newPdf')}
          hint={t('editor.book.newPdfHint', { mb: bookLimits.maxPdfBytes / (1024 * 1024) })}
          accept={bookLimits.acceptPdf}
          action={t('editor.book.uploadPdf')}
          required={serverText(bookMessages.pdfRequired)}
          done={t('editor.book.pdfUploaded')}
          precheck={precheckPdf}
          send={(file, options) => replaceBookPdf({ bookId: book.id, file }, options)}
          isFileProblem={isFileRefusal}
          onSaved={(detail) => void saved(detail)}
        />
      </div>
    </LibraryEdit>
  );
}
