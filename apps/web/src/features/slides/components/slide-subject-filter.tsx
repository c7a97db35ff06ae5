import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { usePreferredSubjects } from '../../preferences/index.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { allSubjects } from '../api/get-slide-overview.ts';

/**
 * The subjects a slide list shows: the one in `?subject=`, every subject for `?subject=all`,
 * otherwise the visitor's preferred subjects (every subject when they have not chosen).
 * An empty list means every subject, as the API reads it.
 */
export function useSlideSubjects(): { subjects: string[]; chosen: string | null; preferred: boolean } {
  const [searchParams] = useSearchParams();
  const preferred = usePreferredSubjects();
  const chosen = searchParams.get('subject');
  if (chosen === allSubjects) return { subjects: [], chosen, preferred: false };
  if (chosen) return { subjects: [chosen], chosen, preferred: false };
  return { subjects: preferred ?? [], chosen: null, preferred: preferred !== null };
}

/** A subject picker kept in the URL (shareable, survives reload), defaulting to "Your subjects". */
export function SlideSubjectFilter() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: taxonomy } = useTaxonomy();
  const hasPreference = usePreferredSubjects() !== null;
  const chosen = searchParams.get('subject') ?? '';
  // Without a preference, "all" is what the empty choice already means.
  const value = !hasPreference && chosen === allSubjects ? '' : chosen;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Subjects
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
        value={value}
        onChange={(event) => {
          const next = new URLSearchParams(searchParams);
          if (event.target.value) next.set('subject', event.target.value);
          else next.delete('subject');
          setSearchParams(next, { replace: true });
        }}
      >
        {hasPreference ? (
          <>
            <option value="">Your subjects</option>
            <option value={allSubjects}>All subjects</option>
          </>
        ) : (
          <option value="">All subjects</option>
        )}
        {taxonomy?.subjects.map((subject) => (
          <option key={subject.slug} value={subject.slug}>
            {subject.name}
          </option>
        ))}
      </select>
    </div>
  );
}
