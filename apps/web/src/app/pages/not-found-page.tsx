import { ContentNotFound } from '../../components/states/content-not-found.tsx';

export function NotFoundPage() {
  return (
    <ContentNotFound
      title="Page not found"
      description="The page you asked for does not exist. It may have moved, or the link may be mistyped."
      backTo="/"
      backLabel="Go to the home page"
    />
  );
}
