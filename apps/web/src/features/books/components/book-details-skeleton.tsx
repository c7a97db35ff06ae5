import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The book page's shape while it loads: cover beside title, authors, facts and actions. */
export function BookDetailsSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6" role="status">
      <span className="sr-only">{t('books.loading')}</span>
      <Skeleton className="mb-4 h-4 w-48" />
      <div className="grid gap-6 sm:grid-cols-[12rem_1fr] md:grid-cols-[15rem_1fr]">
        <Skeleton className="mx-auto aspect-[2/3] w-40 sm:w-full" />
        <div>
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <div className="mt-6 flex gap-2">
            <Skeleton className="h-11 w-32" />
            <Skeleton className="h-11 w-28" />
            <Skeleton className="h-11 w-24" />
          </div>
          <Skeleton className="mt-6 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
        </div>
      </div>
    </div>
  );
}
