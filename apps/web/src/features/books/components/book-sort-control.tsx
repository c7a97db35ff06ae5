import type { BookSort } from '@medshelf/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';

const options: { value: BookSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'A–Z' },
];

/**
 * Newest | A–Z, kept in `?sort=`. Native radio buttons underneath (as the slides' order):
 * arrow keys, labels and the checked state come from the browser, the look from the label.
 */
export function BookSortControl({ sort }: { sort: BookSort }) {
  const name = useId();
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
    </fieldset>
  );
}
