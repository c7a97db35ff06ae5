import { useT } from '../../../lib/i18n/use-t.ts';
import { FeedListPage } from '../components/feed-list-page.tsx';

export function ArticlePage() {
  const t = useT();
  return (
    <FeedListPage kind="article" title={t('search.tabArticles')} description={t('feeds.articlesIntro')} />
  );
}
