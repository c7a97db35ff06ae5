import { paths } from '@medshelf/shared/routes';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';

export function SlideDetailsPage() {
  return (
    <ContentNotFound
      title="This slide deck is not available"
      description="It may have been removed by its uploader, or the link may be incomplete."
      backTo={paths.slide()}
      backLabel="Browse slides"
    />
  );
}
