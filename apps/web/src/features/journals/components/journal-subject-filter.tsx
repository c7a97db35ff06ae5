import { SubjectFilter } from '../../taxonomy/index.ts';

/** The subject picker of /journal; a change goes back to the first page. */
export function JournalSubjectFilter() {
  return <SubjectFilter label="Filter journals by subject" resetsPage />;
}
