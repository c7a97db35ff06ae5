import type { BookDetail } from '@medshelf/shared';
import type { Language } from '@medshelf/shared/languages';
import { paths } from '@medshelf/shared/routes';
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { type Translate, useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';
import { useBook } from '../api/get-book.ts';
import { BookActions } from '../components/book-actions.tsx';
import { BookCover } from '../components/book-cover.tsx';
import { BookDetailsSkeleton } from '../components/book-details-skeleton.tsx';
import { BookFacts } from '../components/book-facts.tsx';
import { BookHeader } from '../components/book-header.tsx';
import { BookProcessingNote } from '../components/book-processing-note.tsx';
import { bookReader, readerRequested } from '../components/book-reader-part.ts';
import { authorList } from '../components/format.ts';
import { RelatedBooks } from '../components/related-books.tsx';

export { drawnParts } from '../components/book-reader-part.ts';

function summary(book: BookDetail, t: Translate, language: Language): string {
  const text =
    book.description.trim() ||
    (book.authors.length
      ? t('books.summaryBy', {
          title: book.title,
          authors: authorList(book.authors, language),
          subject: book.subject.name,
        })
      : t('books.summary', { title: book.title, subject: book.subject.name }));
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

function BookDetails({ book, readRequested }: { book: BookDetail; readRequested: boolean }) {
  const t = useT();
  const language = useLanguageCode();
  const readerOpen = readRequested && book.hasPdf && book.pages.length > 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageMeta title={book.title} description={summary(book, t, language)} image={book.cover?.url} />
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
      {readerOpen ? (
        <Suspense fallback={<Skeleton className="mt-8 aspect-[4/3] w-full" />}>
          <bookReader.Part book={book} />
        </Suspense>
      ) : null}
      <HydrateLater>
        <section aria-labelledby="book-details" className="mt-10">
          <h2 id="book-details" className="mb-3 text-xl font-bold text-slate-900">
            {t('books.about')}
          </h2>
          <BookFacts book={book} />
        </section>
      </HydrateLater>
      <RelatedBooks bookId={book.id} />
    </div>
  );
}

export function BookDetailsPage() {
  const t = useT();
  const { bookDocId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = useBook(bookDocId);
  return (
    <QueryBoundary
      query={query}
      noun={t('books.noun')}
      skeleton={<BookDetailsSkeleton />}
      notFound={
        <ContentNotFound
          title={t('books.notAvailable')}
          description={t('books.notAvailableText')}
          backTo={paths.book()}
          backLabel={t('books.browse')}
        />
      }
    >
      {(book) => (
        // A link to a page of the book (a search result) opens the reader there.
        <BookDetails book={book} readRequested={readerRequested(searchParams)} />
      )}
    </QueryBoundary>
  );
}
