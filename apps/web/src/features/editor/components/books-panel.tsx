import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { countLabel } from '../../../lib/format.ts';
import { useEditorBooks } from '../api/list-books.ts';
import { BookCreate } from './book-create.tsx';
import { BookEdit } from './book-edit.tsx';
import { BookRow } from './book-row.tsx';
import { listNotReady, PanelHeader } from './panel-parts.tsx';
import { TaxonomyGate } from './subject-options.tsx';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** `?page=` as a whole number from 1; anything else is the first page. */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function BookList({ page, onEdit }: { page: number; onEdit(id: string): void }) {
  const books = useEditorBooks(page);
  const notReady = listNotReady(
    books,
    'books',
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading books…</span>
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>,
  );
  if (notReady || !books.data) return notReady;
  const { items, total, pageSize } = books.data;
  if (!items.length && total === 0) {
    return (
      <EmptyState title="No books yet" headingLevel={3}>
        <p>Add a book with its PDF or an external link; many at once go through the import command.</p>
      </EmptyState>
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div aria-busy={books.isPlaceholderData}>
      <p className="mb-3 text-sm text-slate-700">
        {countLabel(total, 'book')}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
      </p>
      <ul className="space-y-3" aria-label="Books">
        {items.map((book) => (
          <BookRow key={book.id} book={book} onEdit={() => onEdit(book.id)} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} label="Pages of books" />
    </div>
  );
}

/** The Books tab: every book with its processing; add, edit (files too) and delete. */
export function BooksPanel() {
  const page = usePageParam();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const back = () => setMode({ kind: 'list' });
  let form: ReactNode = null;
  if (mode.kind === 'new') form = <BookCreate onDone={back} />;
  if (mode.kind === 'edit') form = <BookEdit key={mode.id} bookId={mode.id} onDone={back} />;
  return (
    <div className="space-y-6">
      <PanelHeader
        title="Books"
        description="Books with a PDF are read and downloaded here; others link to where they are."
        action={
          mode.kind === 'list' ? (
            <button type="button" className={buttonClass('primary')} onClick={() => setMode({ kind: 'new' })}>
              Add a book
            </button>
          ) : null
        }
      />
      {form ? <TaxonomyGate>{form}</TaxonomyGate> : null}
      <BookList page={page} onEdit={(id) => setMode({ kind: 'edit', id })} />
    </div>
  );
}
