import { useT } from '../../../lib/i18n/use-t.ts';
import { SubjectFilter } from '../../taxonomy/index.ts';

/** The subject picker of /journal; a change goes back to the first page. */
export function JournalSubjectFilter() {
  const t = useT();
  return <SubjectFilter label={t('journals.filter')} resetsPage />;
}
