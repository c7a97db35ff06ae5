import { bookLimits, bookMessages } from '@medshelf/shared/contracts/books';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { createBook } from '../api/create-book.ts';
import { editorKeys } from '../api/editor-keys.ts';
import { useBookForm } from '../hooks/use-book-form.ts';
import { BookFields } from './book-fields.tsx';
import { coverHint, placeBookUploadError, precheckCover, precheckPdf } from './book-upload-errors.ts';
import { LibraryCreate } from './library-create.tsx';

/** A new book: every field, an optional PDF and cover, sent with a progress bar. */
export function BookCreate({ onDone }: { onDone(): void }) {
  const queryClient = useQueryClient();
  const t = useT();
  const serverText = useServerText();
  const form = useBookForm();
  const [pdf, setPdf] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const transfer = useUploadTransfer(createBook);
  const sending = transfer.state.phase === 'sending';

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
    const added = t('editor.added', { name: outcome.value.title });
    notify('success', pdf ? `${added} ${t('editor.book.processingPdf')}` : added);
    onDone();
  });

  return (
    <LibraryCreate noun="book" onSubmit={submit} transfer={transfer} onDone={onDone}>
      <BookFields form={form} disabled={sending} />
      <FilePicker
        label={t('editor.book.pdfLabel')}
        hint={t('editor.book.pdfHint', {
          mb: bookLimits.maxPdfBytes / (1024 * 1024),
          pages: bookLimits.maxPages.toLocaleString('en'),
        })}
        accept={bookLimits.acceptPdf}
        file={pdf}
        onFile={(file) => choose('pdf', file)}
        error={pdfError === null ? null : serverText(pdfError)}
        disabled={sending}
      />
      <FilePicker
        label={t('editor.field.coverImage')}
        hint={coverHint(t)}
        accept={bookLimits.acceptCover}
        file={cover}
        onFile={(file) => choose('cover', file)}
        error={coverError === null ? null : serverText(coverError)}
        disabled={sending}
      />
    </LibraryCreate>
  );
}
