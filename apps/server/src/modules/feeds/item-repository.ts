import { articleIdOf, type FeedKind } from '@medshelf/shared';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { feedItems, feeds } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';

/** The columns every item view needs: the item and its feed's source and subject. */
const itemColumns = {
  id: feedItems.id,
  slug: feedItems.slug,
  title: feedItems.title,
  kind: feedItems.kind,
  link: feedItems.link,
  authors: feedItems.authors,
  publishedAt: feedItems.publishedAt,
  createdAt: feedItems.createdAt,
  summaryHtml: feedItems.summaryHtml,
  imageUrl: feedItems.imageUrl,
  sourceName: feeds.sourceName,
  sourceSlug: feeds.sourceSlug,
  subject: feeds.subjectSlug,
};

export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function selectItems(db: Executor) {
  return db.select(itemColumns).from(feedItems).innerJoin(feeds, eq(feeds.id, feedItems.feedId));
}

// Newest first; the id breaks ties so pages never repeat or skip an item. Every stored item has
// its publication time (read-items.ts falls back to when it was read).
const newestFirst: SortKey[] = [
  { column: feedItems.publishedAt, descending: true, kind: 'timestamp' },
  { column: feedItems.id, descending: true, kind: 'text' },
];

export interface ItemFilter {
  kind?: FeedKind;
  subject?: string;
  source?: string;
}

function filterConditions(filter: ItemFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(feedItems.kind, filter.kind));
  if (filter.subject) conditions.push(eq(feeds.subjectSlug, filter.subject));
  if (filter.source) conditions.push(eq(feeds.sourceSlug, filter.source));
  return conditions.length ? and(...conditions) : undefined;
}

/** The items of a filter, newest first, paged by keyset (decision 0029). */
export function itemList(db: Executor, filter: ItemFilter) {
  const where = filterConditions(filter);
  const keys = newestFirst;
  return {
    keys,
    total: async () => {
      const [counted] = await db
        .select({ n: count() })
        .from(feedItems)
        .innerJoin(feeds, eq(feeds.id, feedItems.feedId))
        .where(where);
      return counted?.n ?? 0;
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(
        db,
        keys,
        pageSize,
        db
          .select(rankFields(keys))
          .from(feedItems)
          .innerJoin(feeds, eq(feeds.id, feedItems.feedId))
          .where(where),
      ),
    rows: (range: ListRange) =>
      db
        .select({ ...itemColumns, ...positionFields(keys) })
        .from(feedItems)
        .innerJoin(feeds, eq(feeds.id, feedItems.feedId))
        .where(and(where, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}

export async function findItem(db: Executor, id: string): Promise<ItemRow | undefined> {
  const [row] = await selectItems(db).where(eq(feedItems.id, id));
  return row;
}

/**
 * The item an /articledetails link names: by the id its title part ends with; for links made
 * before ids were in them, by the slugs (titles repeat: the newest with these slugs wins).
 */
export async function findItemByLink(
  db: Executor,
  titleSegment: string,
  sourceSlug: string,
): Promise<ItemRow | undefined> {
  const id = articleIdOf(titleSegment);
  const byId = id ? await findItem(db, id) : undefined;
  if (byId) return byId;
  const [row] = await selectItems(db)
    .where(
      and(eq(feedItems.slug, titleSegment.toLowerCase()), eq(feeds.sourceSlug, sourceSlug.toLowerCase())),
    )
    .orderBy(orderOf(newestFirst))
    .limit(1);
  return row;
}

/** Sources that have items (of the kind), for the list's filter; a source may span feeds. */
export async function listSources(db: Executor, kind: FeedKind | undefined) {
  return db
    .select({
      slug: feeds.sourceSlug,
      name: sql<string>`min(${feeds.sourceName})`,
      itemCount: count(feedItems.id),
    })
    .from(feeds)
    .innerJoin(feedItems, eq(feedItems.feedId, feeds.id))
    .where(kind ? eq(feedItems.kind, kind) : undefined)
    .groupBy(feeds.sourceSlug)
    .orderBy(sql`min(${feeds.sourceName})`);
}
