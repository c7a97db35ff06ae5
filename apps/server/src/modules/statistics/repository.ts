import { and, asc, between, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  categories,
  deckReadingDaily,
  deckSourcesDaily,
  deckStatsDaily,
  decks,
  subCategories,
} from '../../db/schema/index.ts';

/** Which decks a statistics query covers: one deck, or every deck of one member. */
export type Scope = { deckId: string } | { ownerId: string };

const sums = {
  views: sql<number>`coalesce(sum(${deckStatsDaily.views}), 0)::int`,
  likes: sql<number>`coalesce(sum(${deckStatsDaily.likes}), 0)::int`,
  saves: sql<number>`coalesce(sum(${deckStatsDaily.saves}), 0)::int`,
  clips: sql<number>`coalesce(sum(${deckStatsDaily.clips}), 0)::int`,
  downloads: sql<number>`coalesce(sum(${deckStatsDaily.downloads}), 0)::int`,
};

function inScope(column: typeof deckStatsDaily.deckId | typeof deckSourcesDaily.deckId, scope: Scope): SQL {
  return 'deckId' in scope
    ? sql`${column} = ${scope.deckId}`
    : sql`${column} in (select ${decks.id} from ${decks} where ${decks.ownerId} = ${scope.ownerId})`;
}

/** A deck with what its statistics page needs to name and link it; undefined when there is none. */
export async function findDeckForStatistics(db: Executor, deckId: string) {
  const [deck] = await db
    .select({
      id: decks.id,
      ownerId: decks.ownerId,
      title: decks.title,
      category: categories.slug,
      subCategory: subCategories.slug,
    })
    .from(decks)
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(eq(decks.id, deckId));
  return deck;
}

/** The days of the window that have anything, summed over the scope. */
export function countsPerDay(db: Executor, scope: Scope, from: string, to: string) {
  return db
    .select({ day: deckStatsDaily.day, ...sums })
    .from(deckStatsDaily)
    .where(and(inScope(deckStatsDaily.deckId, scope), between(deckStatsDaily.day, from, to)))
    .groupBy(deckStatsDaily.day)
    .orderBy(asc(deckStatsDaily.day));
}

/** Sums since the first recorded day. */
export async function countsSinceStart(db: Executor, scope: Scope) {
  const [row] = await db.select(sums).from(deckStatsDaily).where(inScope(deckStatsDaily.deckId, scope));
  return row ?? { views: 0, likes: 0, saves: 0, clips: 0, downloads: 0 };
}

/** Views of the window by source and host, most first. */
export function viewsBySource(db: Executor, scope: Scope, from: string, to: string, limit: number) {
  const views = sql<number>`sum(${deckSourcesDaily.views})::int`;
  return db
    .select({ source: deckSourcesDaily.source, host: deckSourcesDaily.host, views })
    .from(deckSourcesDaily)
    .where(and(inScope(deckSourcesDaily.deckId, scope), between(deckSourcesDaily.day, from, to)))
    .groupBy(deckSourcesDaily.source, deckSourcesDaily.host)
    .orderBy(desc(views), asc(deckSourcesDaily.source), asc(deckSourcesDaily.host))
    .limit(limit);
}

/** The pages of a deck readers spent most time on over the window. */
export function mostReadPages(db: Executor, deckId: string, from: string, to: string, limit: number) {
  const seconds = sql<number>`sum(${deckReadingDaily.seconds})::bigint`.mapWith(Number);
  return db
    .select({ page: deckReadingDaily.page, seconds, reads: sql<number>`sum(${deckReadingDaily.reads})::int` })
    .from(deckReadingDaily)
    .where(and(eq(deckReadingDaily.deckId, deckId), between(deckReadingDaily.day, from, to)))
    .groupBy(deckReadingDaily.page)
    .orderBy(desc(seconds), asc(deckReadingDaily.page))
    .limit(limit);
}

const deckCountsRow = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  subCategory: z.string(),
  views: z.number(),
  likes: z.number(),
  saves: z.number(),
  clips: z.number(),
  downloads: z.number(),
});

/** Every deck of a member with its sums since the start, most viewed first. */
export function decksWithCounts(db: Executor, ownerId: string) {
  const total = (column: string) => sql.raw(`coalesce(t.${column}, 0)::int as "${column}"`);
  return rowsOf(
    db,
    sql`
      select d.id, d.title, c.slug as "category", s.slug as "subCategory",
        ${total('views')}, ${total('likes')}, ${total('saves')}, ${total('clips')}, ${total('downloads')}
      from ${decks} d
      join ${categories} c on c.id = d.category_id
      join ${subCategories} s on s.id = d.sub_category_id
      left join (
        select deck_id, sum(views) as views, sum(likes) as likes, sum(saves) as saves,
          sum(clips) as clips, sum(downloads) as downloads
        from ${deckStatsDaily}
        where deck_id in (select id from ${decks} where owner_id = ${ownerId})
        group by deck_id
      ) t on t.deck_id = d.id
      where d.owner_id = ${ownerId}
      order by coalesce(t.views, 0) desc, d.created_at desc, d.id`,
    deckCountsRow,
  );
}
