import type {
  FeedItemDetail,
  FeedItemList,
  FeedKind,
  FeedSource,
  feedItemListQuerySchema,
} from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { seekPage, sharedFigures } from '../../lib/keyset.ts';
import type { FeedsContext } from './context.ts';
import { findItem, findItemByLink, itemList, listSources } from './item-repository.ts';
import { toItemCard, toItemDetail } from './presenters.ts';

export const itemNotFound = () => notFound('This article is not available.');

/** One page of articles and news, newest first; unknown filters give an empty page. */
export async function listFeedItems(
  ctx: FeedsContext,
  hotReads: Pick<FastifyInstance['hotReads'], 'remember'>,
  query: z.output<typeof feedItemListQuerySchema>,
): Promise<FeedItemList> {
  const filter = { kind: query.kind, subject: query.subject, source: query.source };
  const list = sharedFigures(
    itemList(ctx.db, filter),
    hotReads,
    `feed items ${JSON.stringify(filter)}`,
    'newest',
  );
  const { rows, total, next } = await seekPage(list, query);
  return { items: rows.map(toItemCard), page: query.page, pageSize: query.pageSize, total, next };
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
