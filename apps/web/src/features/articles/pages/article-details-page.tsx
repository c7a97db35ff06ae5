import { paths } from '@medshelf/shared/routes';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';

export function ArticleDetailsPage() {
  return (
    <ContentNotFound
      title="This article is not available"
      description="It may be older than what we keep, or the link may be incomplete."
      backTo={paths.article()}
      backLabel="Browse articles"
    />
  );
}
