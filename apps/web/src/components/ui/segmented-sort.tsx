import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

export interface SortOption<Sort extends string> {
  value: Sort;
  label: string;
}

interface SegmentedSortProps<Sort extends string> {
  /** The first is the default: choosing it removes `?sort=` from the link. */
  options: readonly SortOption<Sort>[];
  sort: Sort;
  /** A note beside the choices, e.g. what the current order means. */
  note?: ReactNode;
  /** The query parameter that keeps the choice; `sort` unless the choice is not an order. */
  param?: string;
  /** What the choice is, for screen readers. */
  legend?: string;
}

/**
 * A list order kept in `?sort=` (going back to page 1), as a segmented control. Native radio
 * buttons underneath: arrow keys, labels and the checked state come from the browser, the look
 * from the label.
 */
export function SegmentedSort<Sort extends string>({
  options,
  sort,
  note,
  param = 'sort',
  legend,
}: SegmentedSortProps<Sort>) {
  const t = useT();
  const name = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultSort = options[0]?.value;
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="sr-only">{legend ?? t('ui.order')}</legend>
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
                if (option.value === defaultSort) next.delete(param);
                else next.set(param, option.value);
                next.delete('page');
                setSearchParams(next, { replace: true });
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      {note}
    </fieldset>
  );
}
