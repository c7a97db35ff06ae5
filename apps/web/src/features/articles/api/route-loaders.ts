import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { feedItemQuery } from './get-feed-item.ts';
import { feedListParams, feedListQuery } from './list-feed-items.ts';

/** The list of articles (or news) is fetched while the page's code downloads, not after it. */
export function feedListLoader(kind: 'article' | 'news') {
  return ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    void queryClient.prefetchQuery(feedListQuery(feedListParams(kind, search)));
    return null;
  };
}

export function articleDetailsLoader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(feedItemQuery(params.articleTitle ?? '', params.articleSource ?? ''));
  return null;
}
