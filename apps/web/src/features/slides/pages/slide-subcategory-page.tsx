import { paths } from '@medshelf/shared/routes';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { SortControl, useSortParam } from '../components/sort-control.tsx';
import { SubCategoryDecks } from '../components/sub-category-decks.tsx';

export function SlideSubCategoryPage() {
  const t = useT();
  const { slideCategory = '', slideSubCategory = '' } = useParams();
  const { data: taxonomy, isPending, fetchStatus } = useTaxonomy();
  const sort = useSortParam();
  const page = usePageParam();
  if (isPending && fetchStatus === 'paused') {
    return (
      <ContentNotFound
        title={t('ui.offline')}
        description={t('slides.topicOffline')}
        backTo={paths.home()}
        backLabel={t('ui.goHome')}
      />
    );
  }
  if (isPending) return <PageSkeleton />;

  const category = taxonomy?.categories.find((c) => c.slug === slideCategory);
  const sub = category?.subCategories.find((s) => s.slug === slideSubCategory);
  if (!category || !sub) {
    return (
      <ContentNotFound
        title={t('slides.topicNotFound')}
        description={t('slides.topicNotFoundText')}
        backTo={paths.slide()}
        backLabel={t('slides.seeAllTopics')}
      />
    );
  }

  return (
    <PageContainer>
      <PageMeta
        title={
          page > 1
            ? t('slides.topicSlidesPage', { topic: sub.name, page })
            : t('slides.topicSlides', { topic: sub.name })
        }
        description={t('slides.topicMeta', { topic: `${sub.name} (${category.name})` })}
      />
      <PageHeader
        title={sub.name}
        description={t('slides.onTopicIn', { topic: sub.name, category: category.name })}
        crumbs={[
          { label: t('deck.slides'), to: paths.slide() },
          { label: category.name },
          { label: sub.name },
        ]}
        actions={
          <Link to={paths.uploadSlide()} className={buttonClass('secondary')}>
            {t('slides.uploadDeck')}
          </Link>
        }
      />
      <div className="mb-6">
        <SortControl />
      </div>
      <SubCategoryDecks category={category} sub={sub} sort={sort} page={page} />
    </PageContainer>
  );
}
