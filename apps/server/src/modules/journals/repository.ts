import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { feedItems, feeds, journals, subjects } from '../../db/schema/index.ts';
import {
  type ListRange,
  orderOf,
  pageEndsOf,
  positionFields,
  rankFields,
  type SortKey,
  within,
} from '../../lib/keyset.ts';

export type JournalRow = typeof journals.$inferSelect;

export const journalColumns = {
  id: journals.id,
  slug: journals.slug,
  name: journals.name,
  publisher: journals.publisher,
  issn: journals.issn,
  subjectSlug: journals.subjectSlug,
  subjectName: subjects.name,
  homepage: journals.homepage,
  description: journals.description,
  coverKey: journals.coverKey,
  feedId: journals.feedId,
  createdAt: journals.createdAt,
  updatedAt: journals.updatedAt,
};

export type JournalCardRow = Awaited<ReturnType<typeof selectJournals>>[number];

export function selectJournals(db: Executor) {
  return db
    .select(journalColumns)
    .from(journals)
    .innerJoin(subjects, eq(subjects.slug, journals.subjectSlug));
}

/** By name, case aside; the id breaks ties. */
const byName: SortKey[] = [
  { column: sql`lower(${journals.name})`, descending: false, kind: 'text' },
  { column: journals.id, descending: false, kind: 'text' },
];

/** The journals of one subject (or all), by name, paged by keyset (decision 0029). */
export function journalCardList(db: Executor, subject: string | null) {
  const where: SQL | undefined = subject ? eq(journals.subjectSlug, subject) : undefined;
  const keys = byName;
  return {
    keys,
    total: async () => {
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(journals).where(where);
      return counted?.n ?? 0;
    },
    pageEnds: (pageSize: number) =>
      pageEndsOf(db, keys, pageSize, db.select(rankFields(keys)).from(journals).where(where)),
    rows: (range: ListRange) =>
      db
        .select({ ...journalColumns, ...positionFields(keys) })
        .from(journals)
        .innerJoin(subjects, eq(subjects.slug, journals.subjectSlug))
        .where(and(where, within(keys, range)))
        .orderBy(orderOf(keys))
        .limit(range.limit),
  };
}

export async function findJournalBySlug(db: Executor, slug: string) {
  const [row] = await selectJournals(db).where(eq(journals.slug, slug));
  return row;
}

export async function findJournal(db: Executor, id: string) {
  const [row] = await selectJournals(db).where(eq(journals.id, id));
  return row;
}

export async function slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  const same = eq(journals.slug, slug);
  const [row] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(exceptId ? and(same, ne(journals.id, exceptId)) : same);
  return row !== undefined;
}

/** Feeds are the feeds module's; a journal only checks that the one it links to exists. */
export async function feedExists(db: Executor, feedId: string): Promise<boolean> {
  const [row] = await db.select({ id: feeds.id }).from(feeds).where(eq(feeds.id, feedId));
  return row !== undefined;
}

export async function feedIdByUrl(db: Executor, url: string): Promise<string | null> {
  const [row] = await db.select({ id: feeds.id }).from(feeds).where(eq(feeds.url, url));
  return row?.id ?? null;
}

/** The newest items of the journal's feed, read straight from feed_items (newest published first). */
export function latestFeedItems(db: Executor, feedId: string, limit: number) {
  return db
    .select({
      id: feedItems.id,
      slug: feedItems.slug,
      title: feedItems.title,
      link: feedItems.link,
      authors: feedItems.authors,
      publishedAt: feedItems.publishedAt,
      summaryHtml: feedItems.summaryHtml,
      imageUrl: feedItems.imageUrl,
      sourceSlug: feeds.sourceSlug,
    })
    .from(feedItems)
    .innerJoin(feeds, eq(feeds.id, feedItems.feedId))
    .where(eq(feedItems.feedId, feedId))
    .orderBy(sql`${feedItems.publishedAt} desc nulls last`, sql`${feedItems.createdAt} desc`)
    .limit(limit);
}

export async function insertJournal(db: Executor, values: typeof journals.$inferInsert): Promise<void> {
  await db.insert(journals).values(values);
}

export async function updateJournalRow(
  db: Executor,
  id: string,
  values: Partial<typeof journals.$inferInsert>,
): Promise<void> {
  await db.update(journals).set(values).where(eq(journals.id, id));
}

/** Whether there was such a journal. */
export async function deleteJournalRow(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(journals).where(eq(journals.id, id)).returning({ id: journals.id });
  return deleted.length > 0;
}

/** Links the journal with this slug to a feed (or none); false when there is no such journal. */
export async function setJournalFeed(db: Executor, slug: string, feedId: string | null): Promise<boolean> {
  const updated = await db
    .update(journals)
    .set({ feedId })
    .where(eq(journals.slug, slug))
    .returning({ id: journals.id });
  return updated.length > 0;
}
