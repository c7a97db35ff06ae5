import { PageContainer } from '../../../components/page-container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { LevelListSkeleton } from './level-list.tsx';

/** A level page's shape while it loads: crumbs, name, controls, then its lists. */
export function LevelSkeleton() {
  const t = useT();
  return (
    <PageContainer>
      <div role="status">
        <span className="sr-only">{t('playlists.loadingOne')}</span>
        <Skeleton className="h-4 w-48" />
        <Skeleton className="mt-3 h-8 w-72 max-w-full" />
        <Skeleton className="mt-2 h-4 w-40" />
        <Skeleton className="mt-6 h-11 w-full max-w-md" />
        <Skeleton className="mt-10 mb-3 h-6 w-32" />
        <LevelListSkeleton rows={2} />
        <Skeleton className="mt-10 mb-3 h-6 w-24" />
        <LevelListSkeleton rows={3} />
      </div>
    </PageContainer>
  );
}
