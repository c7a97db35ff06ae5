import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTaxonomy } from '../../taxonomy/index.ts';

/**
 * The subject picker of /journal, kept in `?subject=` (shareable, survives reload). Unlike the
 * generic filter it also drops `?page=`: page 3 of every journal is not page 3 of one subject.
 */
export function JournalSubjectFilter() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data } = useTaxonomy();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Filter journals by subject
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
        value={searchParams.get('subject') ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams(searchParams);
          if (event.target.value) next.set('subject', event.target.value);
          else next.delete('subject');
          next.delete('page');
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
