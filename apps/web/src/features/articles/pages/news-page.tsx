import { useT } from '../../../lib/i18n/use-t.ts';
import { FeedListPage } from '../components/feed-list-page.tsx';

export function NewsPage() {
  const t = useT();
  return <FeedListPage kind="news" title={t('search.tabNews')} description={t('feeds.newsIntro')} />;
}
