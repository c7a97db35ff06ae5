import { paths } from '@medshelf/shared/routes';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { SortControl, useSortParam } from '../components/sort-control.tsx';
import { SubCategoryDecks } from '../components/sub-category-decks.tsx';
import { SubCategoryFilter } from '../components/sub-category-filter.tsx';

/** "See all" of a category: every deck of it, paged, narrowed by a sub-category in `?sub=`. */
export function SlideCategoryPage() {
  const { slideCategory = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: taxonomy, isPending, fetchStatus } = useTaxonomy();
  const sort = useSortParam();
  const page = usePageParam();
  if (isPending && fetchStatus === 'paused') {
    return (
      <ContentNotFound
        title="You are offline"
        description="These slides will load when you are back online."
        backTo={paths.home()}
        backLabel="Go to the home page"
      />
    );
  }
  if (isPending) return <PageSkeleton />;

  const category = taxonomy?.categories.find((c) => c.slug === slideCategory);
  if (!category) {
    return (
      <ContentNotFound
        title="We could not find this topic"
        description="The link may be mistyped, or the topic may have been renamed."
        backTo={paths.slide()}
        backLabel="See all slide topics"
      />
    );
  }
  const sub = category.subCategories.find((s) => s.slug === searchParams.get('sub'));
  const topic = sub ? `${sub.name} (${category.name})` : category.name;

  return (
    <PageContainer>
      <PageMeta
        title={page > 1 ? `${topic} slides, page ${page}` : `${topic} slides`}
        description={`Slides on ${topic} shared by students of medicine, dentistry and nursing.`}
      />
      <PageHeader
        title={category.name}
        description={
          sub ? `Slides on ${sub.name} in ${category.name}.` : `Every slide deck in ${category.name}.`
        }
        crumbs={[{ label: 'Slides', to: paths.slide() }, { label: category.name }]}
      />
      <div className="mb-6 space-y-4">
        <SubCategoryFilter category={category} current={sub?.slug ?? null} />
        <SortControl />
      </div>
      <SubCategoryDecks category={category} sub={sub} sort={sort} page={page} />
    </PageContainer>
  );
}
