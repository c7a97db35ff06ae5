import type {
  FeedItemDetail,
  FeedItemList,
  FeedKind,
  FeedSource,
  feedItemListQuerySchema,
} from '@medshelf/shared';
import type { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import type { FeedsContext } from './context.ts';
import { findItem, findItemByLink, listItems, listSources } from './item-repository.ts';
import { toItemCard, toItemDetail } from './presenters.ts';

export const itemNotFound = () => notFound('This article is not available.');

/** One page of articles and news, newest first; unknown filters give an empty page. */
export async function listFeedItems(
  ctx: FeedsContext,
  query: z.output<typeof feedItemListQuerySchema>,
): Promise<FeedItemList> {
  const { rows, total } = await listItems(
    ctx.db,
    { kind: query.kind, subject: query.subject, source: query.source },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return { items: rows.map(toItemCard), page: query.page, pageSize: query.pageSize, total };
}

export async function getFeedItem(ctx: FeedsContext, id: string): Promise<FeedItemDetail> {
  const row = await findItem(ctx.db, id);
  if (!row) throw itemNotFound();
  return toItemDetail(row);
}

export async function getFeedItemBySlugs(
  ctx: FeedsContext,
  titleSlug: string,
  sourceSlug: string,
): Promise<FeedItemDetail> {
  const row = await findItemByLink(ctx.db, titleSlug, sourceSlug);
  if (!row) throw itemNotFound();
  return toItemDetail(row);
}

export async function listFeedSources(ctx: FeedsContext, kind: FeedKind | undefined): Promise<FeedSource[]> {
  return listSources(ctx.db, kind);
}
