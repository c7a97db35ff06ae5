import { useT } from '../../../lib/i18n/use-t.ts';
import { useEditorBooks } from '../api/list-books.ts';
import { BookCreate } from './book-create.tsx';
import { BookEdit } from './book-edit.tsx';
import { BookRow } from './book-row.tsx';
import { LibraryPanel } from './library-panel.tsx';

/** The Books tab: every book with its processing; add, edit (files too) and delete. */
export function BooksPanel() {
  const t = useT();
  return (
    <LibraryPanel
      noun="book"
      title={t('editor.book.heading')}
      description={t('editor.book.description')}
      emptyHint={t('editor.book.emptyHint')}
      useList={useEditorBooks}
      keyOf={(book) => book.id}
      row={(book, edit) => <BookRow book={book} onEdit={edit} />}
      form={(mode, done) =>
        mode.kind === 'new' ? (
          <BookCreate onDone={done} />
        ) : (
          <BookEdit key={mode.key} bookId={mode.key} onDone={done} />
        )
      }
    />
  );
}
