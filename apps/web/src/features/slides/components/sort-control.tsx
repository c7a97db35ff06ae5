import type { DeckSort } from '@medshelf/shared';
import { useSearchParams } from 'react-router';
import { SegmentedSort, type SortOption } from '../../../components/ui/segmented-sort.tsx';

const options: SortOption<DeckSort>[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'trending', label: 'Trending' },
];

/** The list order chosen in `?sort=`: newest unless the link asks for trending. */
export function useSortParam(): DeckSort {
  const [searchParams] = useSearchParams();
  return searchParams.get('sort') === 'trending' ? 'trending' : 'newest';
}

/** Newest | Trending, with a note on what the current order means. */
export function SortControl() {
  const sort = useSortParam();
  return (
    <SegmentedSort
      options={options}
      sort={sort}
      note={
        <span className="text-sm text-slate-600">
          {sort === 'trending' ? 'Most viewed in the last 7 days' : 'Latest uploads first'}
        </span>
      }
    />
  );
}
