import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import {
  books,
  categories,
  deckDailyViews,
  decks,
  follows,
  journals,
  preferences,
  profiles,
  subCategories,
  users,
} from '../db/schema/index.ts';

/*
 * What the demo content writes that no module offers a service for (people without sign-up,
 * follows in bulk, past days' views) and the checks that keep it from seeding twice.
 */

export async function hasUsers(db: Executor): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

export async function hasBooks(db: Executor): Promise<boolean> {
  return (await db.select({ id: books.id }).from(books).limit(1)).length > 0;
}

export async function hasJournals(db: Executor): Promise<boolean> {
  return (await db.select({ id: journals.id }).from(journals).limit(1)).length > 0;
}

/** A person without a password (nobody can sign in as them), with a profile and a faculty. */
export async function insertDemoPerson(
  db: Executor,
  person: { id: string; name: string; email: string; username: string; summary: string; faculty: string },
): Promise<void> {
  await db.insert(users).values({
    id: person.id,
    name: person.name,
    email: person.email,
    emailVerified: true,
    username: person.username,
  });
  await db.insert(profiles).values({ userId: person.id, summary: person.summary });
  await db.insert(preferences).values({ userId: person.id, facultySlug: person.faculty });
}

export async function insertFollows(db: Executor, rows: { followerId: string; followeeId: string }[]) {
  if (rows.length) await db.insert(follows).values(rows).onConflictDoNothing();
}

/** Views `daysAgo` days back, so trending has a history to start from. */
export async function insertPastViews(db: Executor, deckId: string, daysAgo: number, views: number) {
  await db.insert(deckDailyViews).values({ deckId, day: sql`current_date - ${daysAgo}::int`, views });
}

/** The first `limit` decks of a category (and sub-category), oldest first. */
export async function topicDeckIds(
  db: Executor,
  topic: { category: string; subCategory?: string },
  limit: number,
): Promise<string[]> {
  const conditions: SQL[] = [eq(categories.slug, topic.category)];
  if (topic.subCategory) conditions.push(eq(subCategories.slug, topic.subCategory));
  const rows = await db
    .select({ id: decks.id })
    .from(decks)
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(and(...conditions))
    .orderBy(asc(decks.createdAt), asc(decks.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
