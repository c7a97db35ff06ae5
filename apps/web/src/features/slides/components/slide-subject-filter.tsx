import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePreferredSubjects } from '../../preferences/index.ts';
import { SubjectFilter } from '../../taxonomy/index.ts';
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
  const [searchParams] = useSearchParams();
  const t = useT();
  const hasPreference = usePreferredSubjects() !== null;
  const chosen = searchParams.get('subject') ?? '';
  // Without a preference, "all" is what the empty choice already means.
  const value = !hasPreference && chosen === allSubjects ? '' : chosen;
  return (
    <SubjectFilter
      label={t('slides.subjects')}
      value={value}
      leading={
        hasPreference ? (
          <>
            <option value="">{t('slides.yourSubjects')}</option>
            <option value={allSubjects}>{t('search.allSubjects')}</option>
          </>
        ) : (
          <option value="">{t('search.allSubjects')}</option>
        )
      }
    />
  );
}
