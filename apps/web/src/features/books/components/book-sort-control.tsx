import type { BookSort } from '@medshelf/shared';
import { SegmentedSort, type SortOption } from '../../../components/ui/segmented-sort.tsx';

const options: SortOption<BookSort>[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'A–Z' },
];

/** Newest | A–Z, kept in `?sort=`, like the slides' order. */
export function BookSortControl({ sort }: { sort: BookSort }) {
  return <SegmentedSort options={options} sort={sort} />;
}
