import { paths } from '@medshelf/shared/routes';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { SortControl, useSortParam } from '../components/sort-control.tsx';
import { SubCategoryDecks } from '../components/sub-category-decks.tsx';

export function SlideSubCategoryPage() {
  const { slideCategory = '', slideSubCategory = '' } = useParams();
  const { data: taxonomy, isPending, fetchStatus } = useTaxonomy();
  const sort = useSortParam();
  const page = usePageParam();
  if (isPending && fetchStatus === 'paused') {
    return (
      <ContentNotFound
        title="You are offline"
        description="This topic will load when you are back online."
        backTo={paths.home()}
        backLabel="Go to the home page"
      />
    );
  }
  if (isPending) return <PageSkeleton />;

  const category = taxonomy?.categories.find((c) => c.slug === slideCategory);
  const sub = category?.subCategories.find((s) => s.slug === slideSubCategory);
  if (!category || !sub) {
    return (
      <ContentNotFound
        title="We could not find this topic"
        description="The link may be mistyped, or the topic may have been renamed."
        backTo={paths.slide()}
        backLabel="See all slide topics"
      />
    );
  }

  return (
    <PageContainer>
      <PageMeta
        title={page > 1 ? `${sub.name} slides, page ${page}` : `${sub.name} slides`}
        description={`Slides on ${sub.name} (${category.name}) shared by students of medicine, dentistry and nursing.`}
      />
      <PageHeader
        title={sub.name}
        description={`Slides on ${sub.name} in ${category.name}.`}
        crumbs={[{ label: 'Slides', to: paths.slide() }, { label: category.name }, { label: sub.name }]}
        actions={
          <Link to={paths.uploadSlide()} className={buttonClass('secondary')}>
            Upload a deck
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
