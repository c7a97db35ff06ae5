import type { DeckCard } from '@medshelf/shared';
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  categories,
  deckDailyViews,
  deckLikes,
  decks,
  deckVisits,
  subCategories,
  users,
} from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';
import { deckKeys, fileUrl } from './deck-keys.ts';

export type DeckRow = typeof decks.$inferSelect;

/** The columns every deck card needs, joined once. */
export const cardColumns = {
  id: decks.id,
  slug: decks.slug,
  title: decks.title,
  ownerId: decks.ownerId,
  ownerUsername: users.username,
  ownerName: users.name,
  ownerImage: users.image,
  categorySlug: categories.slug,
  categoryName: categories.name,
  subCategorySlug: subCategories.slug,
  subCategoryName: subCategories.name,
  pageCount: decks.pageCount,
  fileVersion: decks.fileVersion,
  status: decks.status,
  thumbWidth: decks.thumbWidth,
  thumbHeight: decks.thumbHeight,
  views: decks.views,
  likes: decks.likes,
  createdAt: decks.createdAt,
};

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export interface DeckForViewer {
  deck: DeckRow;
  card: CardRow;
  liked: boolean;
}

export function toCard(row: CardRow): DeckCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: { slug: row.categorySlug, name: row.categoryName },
    subCategory: { slug: row.subCategorySlug, name: row.subCategoryName },
    owner: {
      id: row.ownerId,
      username: row.ownerUsername,
      displayName: row.ownerName ?? '',
      photoURL: row.ownerImage,
    },
    pageCount: row.pageCount,
    thumbnail: row.status === 'ready' ? fileUrl(deckKeys.page(row.id, row.fileVersion, 1, 'thumb')) : null,
    thumbnailWidth: row.thumbWidth,
    thumbnailHeight: row.thumbHeight,
    views: row.views,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Joins a select from `decks` to each deck's owner, category and sub-category. */
export function withOwnerAndPlace<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(users, eq(users.id, decks.ownerId))
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId));
}

export function selectCards(db: Executor) {
  return withOwnerAndPlace(db.select(cardColumns).from(decks).$dynamic());
}

/** An owner's decks, every status, newest first: the cards plus where processing stands. */
export function selectOwnDecks(db: Executor, ownerId: string) {
  const columns = {
    ...cardColumns,
    failureReason: decks.failureReason,
    pagesDone: decks.pagesDone,
    updatedAt: decks.updatedAt,
    removedAt: decks.removedAt,
    removalNote: decks.removalNote,
  };
  return withOwnerAndPlace(db.select(columns).from(decks).$dynamic())
    .where(eq(decks.ownerId, ownerId))
    .orderBy(desc(decks.createdAt), asc(decks.id));
}

/**
 * Recomputes every deck's views over the last 7 days from the daily totals: views add to the
 * score as they happen; this takes off the days that have passed out of the window.
 */
export async function refreshTrending(db: Executor): Promise<void> {
  await db.execute(sql`
    update ${decks} d
    set trending_views = coalesce(recent.views, 0)
    from ${decks} target
    left join (
      select deck_id, sum(views)::int as views from ${deckDailyViews}
      where day > current_date - 7
      group by deck_id
    ) recent on recent.deck_id = target.id
    where d.id = target.id and d.trending_views is distinct from coalesce(recent.views, 0)`);
}

/**
 * Forgets who was counted before yesterday (UTC, `today` YYYY-MM-DD): a visit only stops the
 * same visitor counting twice on its own day, so older ones are kept no longer (privacy policy).
 */
export async function forgetOldVisits(db: Executor, today: string): Promise<void> {
  await db.delete(deckVisits).where(lt(deckVisits.day, sql`${today}::date - 1`));
}

export interface ListFilter {
  /** A member's own decks (the uploads tab of a profile). */
  ownerId?: string;
  categoryId?: number;
  subCategoryId?: number;
  subjects?: string[];
}

function readyDecksWhere(filter: ListFilter) {
  const conditions: SQL[] = [eq(decks.status, 'ready')];
  if (filter.ownerId !== undefined) conditions.push(eq(decks.ownerId, filter.ownerId));
  if (filter.categoryId !== undefined) conditions.push(eq(decks.categoryId, filter.categoryId));
  if (filter.subCategoryId !== undefined) conditions.push(eq(decks.subCategoryId, filter.subCategoryId));
  if (filter.subjects?.length) conditions.push(inArray(categories.subjectSlug, filter.subjects));
  return and(...conditions);
}

/** The orders of ready decks, each ending in the unique id; each has an index (schema/slides.ts). */
export const readyDeckOrders: Record<'newest' | 'trending', SortKey[]> = {
  newest: [
    { column: decks.createdAt, descending: true, kind: 'timestamp' },
    { column: decks.id, descending: false, kind: 'text' },
  ],
  trending: [
    { column: decks.trendingViews, descending: true, kind: 'integer' },
    { column: decks.createdAt, descending: true, kind: 'timestamp' },
    { column: decks.id, descending: false, kind: 'text' },
  ],
};

/** One list of ready decks (a filter in one order), paged by keyset (decision 0029). */
export function readyDeckList(db: Executor, filter: ListFilter, sort: 'newest' | 'trending') {
  const keys = readyDeckOrders[sort];
  const where = readyDecksWhere(filter);
  return {
    keys,
    total: async () => {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(decks)
        .innerJoin(categories, eq(categories.id, decks.categoryId))
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
          .from(decks)
          .innerJoin(categories, eq(categories.id, decks.categoryId))
          .where(where),
      ),
    rows: (range: ListRange) =>
      withOwnerAndPlace(
        db
          .select({ ...cardColumns, ...positionFields(keys) })
          .from(decks)
          .$dynamic(),
      )
        .where(and(where, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}

export async function findDeck(db: Executor, id: string): Promise<DeckRow | undefined> {
  const [row] = await db.select().from(decks).where(eq(decks.id, id));
  return row;
}

export async function findCard(db: Executor, id: string) {
  const [row] = await selectCards(db).where(eq(decks.id, id));
  return row;
}

/**
 * A deck's whole row, its card and whether the viewer likes it, in one statement: a deck's page
 * needs all three.
 */
export async function findDeckForViewer(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<DeckForViewer | undefined> {
  const liked = viewerId
    ? sql<boolean>`exists (select 1 from ${deckLikes} l where l.deck_id = ${decks.id} and l.user_id = ${viewerId})`
    : sql<boolean>`false`;
  const [row] = await withOwnerAndPlace(
    db.select({ deck: decks, card: cardColumns, liked }).from(decks).$dynamic(),
  ).where(eq(decks.id, id));
  return row;
}

/**
 * `/slide` and the home page: the first `perCategory` ready decks of each category (of the given
 * subjects), newest or trending, and how many each has, for the categories after `page.after`
 * (a slug; none after an unknown one), at most `page.limit` of them. One lateral query walks each
 * category's index instead of ranking every deck.
 */
export async function overviewDeckIds(
  db: Executor,
  subjects: string[],
  sort: 'newest' | 'trending',
  perCategory: number,
  page: { after?: string; limit?: number },
): Promise<{ categoryId: number; deckIds: string[]; total: number }[]> {
  const order =
    sort === 'trending' ? sql`d.trending_views desc, d.created_at desc, d.id` : sql`d.created_at desc, d.id`;
  const subjectFilter = subjects.length
    ? sql`and c.subject_slug in (${sql.join(
        subjects.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf(
    db,
    sql`
    select c.id as category_id, top.deck_ids, counted.total
    from ${categories} c
    cross join lateral (
      select array_agg(id) as deck_ids from (
        select d.id from ${decks} d
        where d.category_id = c.id and d.status = 'ready'
        order by ${order}
        limit ${perCategory}
      ) ranked
    ) top
    cross join lateral (
      select count(*)::int as total from ${decks} d where d.category_id = c.id and d.status = 'ready'
    ) counted
    where counted.total > 0 ${subjectFilter} ${
      page.after === undefined
        ? sql``
        : sql`and c.position > (select position from ${categories} where slug = ${page.after})`
    }
    order by c.position
    ${page.limit === undefined ? sql`` : sql`limit ${page.limit}`}`,
    z.object({ category_id: z.coerce.number(), deck_ids: z.array(z.string()), total: z.coerce.number() }),
  );
  return rows.map((row) => ({
    categoryId: Number(row.category_id),
    deckIds: row.deck_ids,
    total: Number(row.total),
  }));
}
