import { FeedListPage } from '../components/feed-list-page.tsx';

export function NewsPage() {
  return (
    <FeedListPage
      kind="news"
      title="News"
      description="Health and medical education news for students, from the sources our editors follow."
    />
  );
}
