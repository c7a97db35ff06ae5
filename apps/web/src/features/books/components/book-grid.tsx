import type { BookCard as BookCardData } from '@medshelf/shared';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { BookCard, BookCardSkeleton } from './book-card.tsx';

// Covers are tall: two a row on a phone, up to six on a laptop.
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6';

interface BookGridProps {
  books: BookCardData[];
  headingLevel: 2 | 3 | 4;
  /** How many cards come first on screen (their covers are not lazy); 0 below the fold. */
  eagerCount?: number;
  label?: string;
}

export function BookGrid({ books, headingLevel, eagerCount = 2, label }: BookGridProps) {
  return (
    <CardGrid
      items={books}
      className={gridClass}
      label={label}
      renderItem={(book, index) => (
        <BookCard book={book} headingLevel={headingLevel} eager={index < eagerCount} />
      )}
    />
  );
}

export function BookGridSkeleton({ count = 12, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <CardGridSkeleton
      className={gridClass}
      count={count}
      label={label ?? t('books.loadingBooks')}
      placeholder={<BookCardSkeleton />}
    />
  );
}
