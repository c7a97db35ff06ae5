import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '../../../lib/route-data.ts';
import { feedItemQuery } from './get-feed-item.ts';
import { feedListParams, feedListQuery } from './list-feed-items.ts';

/** The list of articles (or news) is fetched while the page's code downloads, not after it. */
export function feedListLoader(kind: 'article' | 'news') {
  return ({ request, context }: LoaderFunctionArgs) =>
    prefetch(context, feedListQuery(feedListParams(kind, new URL(request.url).searchParams)));
}

export function articleDetailsLoader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, feedItemQuery(params.articleTitle ?? '', params.articleSource ?? ''));
}
