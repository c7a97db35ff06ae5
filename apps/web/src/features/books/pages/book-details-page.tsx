import { paths } from '@medshelf/shared/routes';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';

export function BookDetailsPage() {
  return (
    <ContentNotFound
      title="This book is not available"
      description="It may have been removed from the library, or the link may be incomplete."
      backTo={paths.book()}
      backLabel="Browse books"
    />
  );
}
