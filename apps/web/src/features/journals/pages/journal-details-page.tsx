import { paths } from '@medshelf/shared/routes';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';

export function JournalDetailsPage() {
  return (
    <ContentNotFound
      title="This journal is not available"
      description="The link may be incomplete, or the journal may no longer be listed."
      backTo={paths.journal()}
      backLabel="Browse journals"
    />
  );
}
