import { useT } from '../../../lib/i18n/use-t.ts';
import { useRelatedBooks } from '../api/related-books.ts';
import { BookGrid, BookGridSkeleton } from './book-grid.tsx';

/** More books on the same topic; nothing at all when there are none (no empty box). */
export function RelatedBooks({ bookId }: { bookId: string }) {
  const t = useT();
  const related = useRelatedBooks(bookId);
  if (related.isPending && related.fetchStatus !== 'paused') {
    return (
      <div className="mt-12">
        <BookGridSkeleton count={6} label={t('books.loadingRelated')} />
      </div>
    );
  }
  const books = related.data?.items ?? [];
  if (!books.length) return null;
  return (
    <section aria-labelledby="related-books" className="mt-12">
      <h2 id="related-books" className="mb-4 text-xl font-bold text-slate-900">
        {t('books.related')}
      </h2>
      {/* Far below the fold: every cover can wait until it is scrolled near. */}
      <BookGrid books={books} headingLevel={3} eagerCount={0} />
    </section>
  );
}
