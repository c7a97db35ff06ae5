import type { DeckSort } from '@medshelf/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';

const options: { value: DeckSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'trending', label: 'Trending' },
];

/** The list order chosen in `?sort=`: newest unless the link asks for trending. */
export function useSortParam(): DeckSort {
  const [searchParams] = useSearchParams();
  return searchParams.get('sort') === 'trending' ? 'trending' : 'newest';
}

/**
 * Newest | Trending as a segmented control. Native radio buttons underneath: arrow keys,
 * labels and the checked state come from the browser, the look from the label.
 */
export function SortControl() {
  const name = useId();
  const sort = useSortParam();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="sr-only">Order</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-10 cursor-pointer items-center rounded-md px-4 text-sm font-semibold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={sort === option.value}
              className="sr-only"
              onChange={() => {
                const next = new URLSearchParams(searchParams);
                if (option.value === 'newest') next.delete('sort');
                else next.set('sort', option.value);
                next.delete('page');
                setSearchParams(next, { replace: true });
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      <span className="text-sm text-slate-600">
        {sort === 'trending' ? 'Most viewed in the last 7 days' : 'Latest uploads first'}
      </span>
    </fieldset>
  );
}
