import { FeedListPage } from '../components/feed-list-page.tsx';

export function ArticlePage() {
  return (
    <FeedListPage
      kind="article"
      title="Articles"
      description="Recent articles from medical, dental and nursing journals, with a link to the original."
    />
  );
}
