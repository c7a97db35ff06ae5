import type { DeckSort } from '@medshelf/shared';
import { useSearchParams } from 'react-router';
import { SegmentedSort } from '../../../components/ui/segmented-sort.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const options: { value: DeckSort; label: MessageId }[] = [
  { value: 'newest', label: 'slides.newest' },
  { value: 'trending', label: 'slides.trending' },
];

/** The list order chosen in `?sort=`: newest unless the link asks for trending. */
export function useSortParam(): DeckSort {
  const [searchParams] = useSearchParams();
  return searchParams.get('sort') === 'trending' ? 'trending' : 'newest';
}

/** Newest | Trending, with a note on what the current order means. */
export function SortControl() {
  const t = useT();
  const sort = useSortParam();
  return (
    <SegmentedSort
      options={options.map((option) => ({ ...option, label: t(option.label) }))}
      sort={sort}
      note={
        <span className="text-sm text-slate-600">
          {sort === 'trending' ? t('slides.trendingNote') : t('slides.newestNote')}
        </span>
      }
    />
  );
}
