import { paths } from '@medshelf/shared/routes';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { SortControl, useSortParam } from '../components/sort-control.tsx';
import { SubCategoryDecks } from '../components/sub-category-decks.tsx';
import { SubCategoryFilter } from '../components/sub-category-filter.tsx';

/** "See all" of a category: every deck of it, paged, narrowed by a sub-category in `?sub=`. */
export function SlideCategoryPage() {
  const t = useT();
  const { slideCategory = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: taxonomy, isPending, fetchStatus } = useTaxonomy();
  const sort = useSortParam();
  const page = usePageParam();
  if (isPending && fetchStatus === 'paused') {
    return (
      <ContentNotFound
        title={t('ui.offline')}
        description={t('slides.theseOffline')}
        backTo={paths.home()}
        backLabel={t('ui.goHome')}
      />
    );
  }
  if (isPending) return <PageSkeleton />;

  const category = taxonomy?.categories.find((c) => c.slug === slideCategory);
  if (!category) {
    return (
      <ContentNotFound
        title={t('slides.topicNotFound')}
        description={t('slides.topicNotFoundText')}
        backTo={paths.slide()}
        backLabel={t('slides.seeAllTopics')}
      />
    );
  }
  const sub = category.subCategories.find((s) => s.slug === searchParams.get('sub'));
  const topic = sub ? `${sub.name} (${category.name})` : category.name;

  return (
    <PageContainer>
      <PageMeta
        title={page > 1 ? t('slides.topicSlidesPage', { topic, page }) : t('slides.topicSlides', { topic })}
        description={t('slides.topicMeta', { topic })}
      />
      <PageHeader
        title={category.name}
        description={
          sub
            ? t('slides.onTopicIn', { topic: sub.name, category: category.name })
            : t('slides.everyDeckIn', { category: category.name })
        }
        crumbs={[{ label: t('deck.slides'), to: paths.slide() }, { label: category.name }]}
      />
      <div className="mb-6 space-y-4">
        <SubCategoryFilter category={category} current={sub?.slug ?? null} />
        <SortControl />
      </div>
      <SubCategoryDecks category={category} sub={sub} sort={sort} page={page} />
    </PageContainer>
  );
}
