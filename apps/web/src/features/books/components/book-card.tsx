import type { BookCard as BookCardData } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Card, CardSkeleton } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { BookCover } from './book-cover.tsx';
import { authorList, yearAndEdition } from './format.ts';

interface BookCardProps {
  book: BookCardData;
  headingLevel: 2 | 3 | 4;
  /** Cards in the first row are on screen at once: their covers load without waiting. */
  eager?: boolean;
}

/** How the book can be read here: in the browser, or only at its publisher. */
function availability(book: BookCardData, format: ReturnType<typeof useFormat>, t: Translate): string {
  if (book.hasPdf) return t('books.pagesReadOnline', { pages: format.count('deck.pages', book.pageCount) });
  return book.externalUrl ? t('books.atPublisher') : '';
}

/** One book in a list: the whole card is a link to the book (the title is the link's text). */
export function BookCard({ book, headingLevel, eager = false }: BookCardProps) {
  const t = useT();
  const format = useFormat();
  const facts = yearAndEdition(book, t);
  const how = availability(book, format, t);
  return (
    <Card
      to={paths.bookDetails(book.id)}
      title={book.title}
      headingLevel={headingLevel}
      titleClassName="line-clamp-3 min-h-[2lh]"
      media={<BookCover cover={book.cover} title={book.title} eager={eager} className="rounded-t-xl" />}
    >
      {book.authors.length ? (
        <p className="line-clamp-2 text-sm text-slate-700">{authorList(book.authors, format.language)}</p>
      ) : null}
      {facts ? <p className="text-sm text-slate-700">{facts}</p> : null}
      <p className="mt-auto flex flex-wrap gap-x-3 pt-1 text-xs text-slate-600">
        <span className="text-brand-800">{book.category?.name ?? book.subject.name}</span>
        {how ? <span>{how}</span> : null}
      </p>
    </Card>
  );
}

/** A card's shape while it loads: same box, same lines, so nothing moves when it arrives. */
export function BookCardSkeleton() {
  return (
    <CardSkeleton media={<Skeleton className="aspect-[2/3] w-full rounded-b-none rounded-t-xl" />}>
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-3 w-1/2" />
      <Skeleton className="mt-3 h-3 w-3/4" />
    </CardSkeleton>
  );
}
