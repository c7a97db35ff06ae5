import type { BookDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBook } from '../api/get-book.ts';
import { BookActions } from '../components/book-actions.tsx';
import { BookCover } from '../components/book-cover.tsx';
import { BookDetailsSkeleton } from '../components/book-details-skeleton.tsx';
import { BookFacts } from '../components/book-facts.tsx';
import { BookHeader } from '../components/book-header.tsx';
import { BookProcessingNote } from '../components/book-processing-note.tsx';
import { BookReader } from '../components/book-reader.tsx';
import { authorList } from '../components/format.ts';
import { RelatedBooks } from '../components/related-books.tsx';

function summary(book: BookDetail): string {
  const by = book.authors.length ? ` by ${authorList(book.authors)}` : '';
  const text = book.description.trim() || `${book.title}${by}: a ${book.subject.name} book on MedShelf.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export function BookDetailsPage() {
  const { bookDocId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: book, error, isPending, fetchStatus, refetch } = useBook(bookDocId);

  if (isPending && fetchStatus === 'paused') {
    return (
      <ContentNotFound
        title="You are offline"
        description="This book will load when you are back online."
        backTo={paths.home()}
        backLabel="Go to the home page"
      />
    );
  }
  if (isPending) return <BookDetailsSkeleton />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <ContentNotFound
        title="This book is not available"
        description="It may have been removed from the library, or the link may be incomplete."
        backTo={paths.book()}
        backLabel="Browse books"
      />
    );
  }
  if (!book) {
    return (
      <PageContainer narrow>
        <PageMeta title="This book could not load" />
        <h1 className="sr-only">This book could not load</h1>
        <EmptyState
          title="This book could not load"
          action={
            <button type="button" className={buttonClass('primary')} onClick={() => refetch()}>
              Try again
            </button>
          }
        >
          <p>{error?.message ?? 'Please check your internet connection and try again.'}</p>
        </EmptyState>
      </PageContainer>
    );
  }

  const readerOpen = searchParams.get('read') === '1' && book.hasPdf && book.pages.length > 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageMeta title={book.title} description={summary(book)} image={book.cover?.url} />
      <div className="grid gap-6 sm:grid-cols-[12rem_1fr] md:grid-cols-[15rem_1fr]">
        <div className="mx-auto w-40 sm:w-full">
          <BookCover cover={book.cover} title={book.title} priority className="rounded-lg shadow-md" />
        </div>
        <div className="min-w-0">
          <BookHeader book={book} />
          <div className="mt-5">
            <BookActions book={book} readerOpen={readerOpen} />
          </div>
          <BookProcessingNote book={book} />
          {book.description ? (
            <p className="mt-5 max-w-prose break-words whitespace-pre-line text-slate-800">
              {book.description}
            </p>
          ) : null}
        </div>
      </div>
      {readerOpen ? <BookReader book={book} /> : null}
      <section aria-labelledby="book-details" className="mt-10">
        <h2 id="book-details" className="mb-3 text-xl font-bold text-slate-900">
          About this book
        </h2>
        <BookFacts book={book} />
      </section>
      <RelatedBooks bookId={book.id} />
    </div>
  );
}
