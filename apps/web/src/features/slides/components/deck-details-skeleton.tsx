import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The viewer's shape while the deck loads: crumbs, title, a landscape page and the actions. */
export function DeckDetailsSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6" role="status">
      <span className="sr-only">{t('deck.loading')}</span>
      <Skeleton className="mb-3 h-4 w-56" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="mt-3 mb-4 h-4 w-64 max-w-full" />
      <div className="rounded-xl border border-slate-200 bg-slate-100 p-2 sm:p-3">
        <Skeleton className="aspect-[4/3] w-full bg-slate-200" />
      </div>
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-11 w-24" />
        <Skeleton className="h-11 w-24" />
        <Skeleton className="h-11 w-28" />
      </div>
    </div>
  );
}
