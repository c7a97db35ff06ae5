import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  books,
  categories,
  decks,
  feedItems,
  feeds,
  journals,
  subCategories,
} from '../../db/schema/index.ts';

/**
 * The public content the sitemap lists, read straight from the tables (only ids, slugs and
 * dates): each query mirrors what its feature shows to a signed-out visitor.
 */
export function readyDecks(db: Database) {
  return db
    .select({
      id: decks.id,
      category: categories.slug,
      subCategory: subCategories.slug,
      updatedAt: decks.updatedAt,
    })
    .from(decks)
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(eq(decks.status, 'ready'))
    .orderBy(asc(decks.createdAt), asc(decks.id));
}

/** Sub-categories with at least one ready deck, and when the newest of them changed. */
export function subCategoriesWithDecks(db: Database) {
  return db
    .select({
      category: categories.slug,
      subCategory: subCategories.slug,
      updatedAt: sql<Date>`max(${decks.updatedAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(decks)
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(eq(decks.status, 'ready'))
    .groupBy(categories.slug, subCategories.slug, categories.position, subCategories.position)
    .orderBy(asc(categories.position), asc(subCategories.position));
}

/** Books a visitor can open: only a link, or a processed PDF. */
export function publicBooks(db: Database) {
  return db
    .select({ id: books.id, updatedAt: books.updatedAt })
    .from(books)
    .where(inArray(books.status, ['none', 'ready']))
    .orderBy(asc(books.createdAt), asc(books.id));
}

export function allJournals(db: Database) {
  return db
    .select({ slug: journals.slug, updatedAt: journals.updatedAt })
    .from(journals)
    .orderBy(asc(journals.createdAt), asc(journals.id));
}

/** Articles (not news, which links out and has no page here), by their page's title and source. */
export function articles(db: Database) {
  return db
    .select({
      slug: feedItems.slug,
      source: feeds.sourceSlug,
      updatedAt: sql<Date>`coalesce(${feedItems.publishedAt}, ${feedItems.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(feedItems)
    .innerJoin(feeds, eq(feeds.id, feedItems.feedId))
    .where(eq(feedItems.kind, 'article'))
    .orderBy(asc(feedItems.createdAt), asc(feedItems.id));
}
