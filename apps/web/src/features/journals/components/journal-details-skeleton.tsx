import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The journal page's shape while it loads: cover beside name and facts, then articles. */
export function JournalDetailsSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6" role="status">
      <span className="sr-only">{t('journals.loading')}</span>
      <Skeleton className="mb-4 h-4 w-40" />
      <div className="grid gap-6 sm:grid-cols-[10rem_1fr] md:grid-cols-[12rem_1fr]">
        <Skeleton className="mx-auto aspect-[3/4] w-32 sm:w-full" />
        <div>
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <Skeleton className="mt-6 h-11 w-40" />
        </div>
      </div>
      <Skeleton className="mt-10 h-6 w-48" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
    </div>
  );
}
