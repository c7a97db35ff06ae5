import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { useSlideOverview } from '../api/get-slide-overview.ts';
import { CategoryRows, CategoryRowsSkeleton } from './category-rows.tsx';
import { useSlideSubjects } from './slide-subject-filter.tsx';
import { useSortParam } from './sort-control.tsx';

/** `/slide`'s rows of decks for the chosen subjects and order, with every state a list has. */
export function SlideOverviewSection() {
  const t = useT();
  const { subjects, chosen } = useSlideSubjects();
  const sort = useSortParam();
  const { data: taxonomy } = useTaxonomy();
  const { overview, more } = useSlideOverview(subjects, sort);

  if (overview.isPending && overview.fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('slides.offline')}</p>;
  }
  if (overview.isPending) return <CategoryRowsSkeleton />;
  // Only when nothing came: rows asked for later fail below the rows already there (CategoryRows).
  if (overview.isLoadingError) {
    return <LoadFailed message={t('slides.failed')} onRetry={() => overview.refetch()} />;
  }

  const categories = overview.data;
  if (!categories.length) {
    const subjectName = chosen ? taxonomy?.subjects.find((s) => s.slug === chosen)?.name : undefined;
    return (
      <EmptyState
        title={subjectName ? t('slides.noneInSubject', { subject: subjectName }) : t('slides.none')}
        action={
          <Link to={paths.uploadSlide()} className={buttonClass('secondary')}>
            {t('slides.uploadDeck')}
          </Link>
        }
      >
        <p>{t('slides.beFirst')}</p>
      </EmptyState>
    );
  }
  return (
    // Another subject or order loading keeps the old rows, marked busy, until the new ones come.
    <div aria-busy={overview.isPlaceholderData} className={overview.isPlaceholderData ? 'opacity-60' : ''}>
      <CategoryRows categories={categories} more={more} headingLevel={2} firstRowEager />
    </div>
  );
}
