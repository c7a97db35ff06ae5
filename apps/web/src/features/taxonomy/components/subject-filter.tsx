import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../api/get-taxonomy.ts';

/** The subject chosen in the page's `?subject=` filter, if any. */
export function useSubjectFilter() {
  const [searchParams] = useSearchParams();
  const { data } = useTaxonomy();
  const slug = searchParams.get('subject');
  return data?.subjects.find((subject) => subject.slug === slug);
}

interface SubjectFilterProps {
  label: string;
  /** The choice shown as made; by default `?subject=` as it stands. */
  value?: string;
  /** The options before the subjects; by default one empty choice, "All subjects". */
  leading?: ReactNode;
  /** A change also drops `?page=`: page 3 of every item is not page 3 of one subject. */
  resetsPage?: boolean;
}

/** A subject picker kept in `?subject=`, so a filtered list can be shared and survives reload. */
export function SubjectFilter({ label, value, leading, resetsPage = false }: SubjectFilterProps) {
  const t = useT();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data } = useTaxonomy();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
        value={value ?? searchParams.get('subject') ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams(searchParams);
          if (event.target.value) next.set('subject', event.target.value);
          else next.delete('subject');
          if (resetsPage) next.delete('page');
          setSearchParams(next, { replace: true });
        }}
      >
        {leading ?? <option value="">{t('search.allSubjects')}</option>}
        {data?.subjects.map((subject) => (
          <option key={subject.slug} value={subject.slug}>
            {subject.name}
          </option>
        ))}
      </select>
    </div>
  );
}
