import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import {
  books,
  categories,
  decks,
  feedItems,
  feeds,
  journals,
  playlists,
  subCategories,
  users,
} from '../../db/schema/index.ts';

/**
 * The public content the sitemap lists, read straight from the tables (only ids, slugs and
 * dates): each query mirrors what its feature shows to a signed-out visitor.
 */

/** Only ready decks, joined to the category and sub-category that place them on the site. */
function readyAndPlaced<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(categories, eq(categories.id, decks.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, decks.subCategoryId))
    .where(eq(decks.status, 'ready'));
}

export function readyDecks(db: Executor) {
  const columns = {
    id: decks.id,
    category: categories.slug,
    subCategory: subCategories.slug,
    updatedAt: decks.updatedAt,
  };
  return readyAndPlaced(db.select(columns).from(decks).$dynamic()).orderBy(
    asc(decks.createdAt),
    asc(decks.id),
  );
}

/** Sub-categories with at least one ready deck, and when the newest of them changed. */
export function subCategoriesWithDecks(db: Executor) {
  const columns = {
    category: categories.slug,
    subCategory: subCategories.slug,
    updatedAt: sql<Date>`max(${decks.updatedAt})`.mapWith((value: string | Date) => new Date(value)),
  };
  return readyAndPlaced(db.select(columns).from(decks).$dynamic())
    .groupBy(categories.slug, subCategories.slug, categories.position, subCategories.position)
    .orderBy(asc(categories.position), asc(subCategories.position));
}

/** Books a visitor can open: only a link, or a processed PDF. */
export function publicBooks(db: Executor) {
  return db
    .select({ id: books.id, updatedAt: books.updatedAt })
    .from(books)
    .where(inArray(books.status, ['none', 'ready']))
    .orderBy(asc(books.createdAt), asc(books.id));
}

export function allJournals(db: Executor) {
  return db
    .select({ slug: journals.slug, updatedAt: journals.updatedAt })
    .from(journals)
    .orderBy(asc(journals.createdAt), asc(journals.id));
}

/** Articles (not news, which links out and has no page here), by their page's title and source. */
export function articles(db: Executor) {
  return db
    .select({
      id: feedItems.id,
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

const visibleMember = and(isNotNull(users.username), eq(users.disabled, false));

/**
 * Members whose profile shows something: a username, an account that is not disabled, and a
 * ready deck or a public playlist (an empty profile is not worth a search engine's visit).
 */
export function members(db: Executor) {
  const hasReadyDeck = sql`exists (select 1 from ${decks} where ${decks.ownerId} = ${users.id} and ${decks.status} = 'ready')`;
  const hasPublicPlaylist = sql`exists (select 1 from ${playlists} where ${playlists.ownerId} = ${users.id} and ${playlists.parentId} is null and ${playlists.isPublic})`;
  return db
    .select({ username: sql<string>`${users.username}`, updatedAt: users.updatedAt })
    .from(users)
    .where(and(visibleMember, or(hasReadyDeck, hasPublicPlaylist)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/**
 * Every public playlist level of those members; a level is shown only when every level above
 * it is public too, which the service checks by following `parentId` within these rows.
 */
export function publicPlaylistLevels(db: Executor) {
  return db
    .select({
      id: playlists.id,
      parentId: playlists.parentId,
      slug: playlists.slug,
      username: sql<string>`${users.username}`,
      updatedAt: playlists.updatedAt,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId))
    .where(and(eq(playlists.isPublic, true), visibleMember))
    .orderBy(asc(playlists.createdAt), asc(playlists.id));
}
