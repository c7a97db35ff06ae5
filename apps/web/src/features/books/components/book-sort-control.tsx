import type { BookSort } from '@medshelf/shared';
import { SegmentedSort } from '../../../components/ui/segmented-sort.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const options: { value: BookSort; label: MessageId }[] = [
  { value: 'newest', label: 'books.newest' },
  { value: 'title', label: 'books.az' },
];

/** Newest | A–Z, kept in `?sort=`, like the slides' order. */
export function BookSortControl({ sort }: { sort: BookSort }) {
  const t = useT();
  return (
    <SegmentedSort options={options.map((option) => ({ ...option, label: t(option.label) }))} sort={sort} />
  );
}
