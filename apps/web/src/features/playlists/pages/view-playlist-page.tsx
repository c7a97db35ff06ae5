import { paths } from '@medshelf/shared/routes';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';

export function ViewPlaylistPage() {
  return (
    <ContentNotFound
      title="This playlist is not available"
      description="It may be private, or its owner may have renamed or removed it."
      backTo={paths.slide()}
      backLabel="Browse slides"
    />
  );
}
