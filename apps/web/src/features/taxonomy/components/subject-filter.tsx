import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTaxonomy } from '../api/get-taxonomy.ts';

/** The subject chosen in the page's `?subject=` filter, if any. */
export function useSubjectFilter() {
  const [searchParams] = useSearchParams();
  const { data } = useTaxonomy();
  const slug = searchParams.get('subject');
  return data?.subjects.find((subject) => subject.slug === slug);
}

/** A subject picker kept in the URL, so a filtered list can be shared and survives reload. */
export function SubjectFilter({ label }: { label: string }) {
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
        value={searchParams.get('subject') ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams(searchParams);
          if (event.target.value) next.set('subject', event.target.value);
          else next.delete('subject');
          setSearchParams(next, { replace: true });
        }}
      >
        <option value="">All subjects</option>
        {data?.subjects.map((subject) => (
          <option key={subject.slug} value={subject.slug}>
            {subject.name}
          </option>
        ))}
      </select>
    </div>
  );
}
