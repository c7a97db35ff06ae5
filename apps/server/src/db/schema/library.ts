import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { renderedPageColumns } from './columns.ts';
import { categories, subjects } from './taxonomy.ts';
import { createdAt, updatedAt } from './timestamps.ts';

/**
 * A book: bibliographic details, a cover, and either a PDF (processed like a deck: pages
 * rendered for the reader, text kept for search) or a link to where it can be read.
 */
export const books = pgTable(
  'books',
  {
    id: text().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    authors: text().array().notNull().default(sql`'{}'::text[]`),
    edition: text().notNull().default(''),
    year: integer(),
    publisher: text().notNull().default(''),
    isbn: text(),
    subjectSlug: text()
      .notNull()
      .references(() => subjects.slug),
    categoryId: integer().references(() => categories.id),
    description: text().notNull().default(''),
    /** Storage key of the cover image (WebP); null until one is given or made from page 1. */
    coverKey: text(),
    coverWidth: integer().notNull().default(0),
    coverHeight: integer().notNull().default(0),
    externalUrl: text(),
    /** Processing of the PDF, as for decks; 'none' when the book is only a link. */
    status: text({ enum: ['none', 'queued', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('none'),
    failureReason: text(),
    fileVersion: integer().notNull().default(0),
    pageCount: integer().notNull().default(0),
    pagesDone: integer().notNull().default(0),
    originalSize: bigint({ mode: 'number' }).notNull().default(0),
    jobId: text(),
    views: integer().notNull().default(0),
    addedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('books_isbn_unique').on(table.isbn),
    index('books_subject_idx').on(table.subjectSlug, table.createdAt.desc()),
    index('books_created_idx').on(table.createdAt.desc()),
  ],
);

export const bookPages = pgTable(
  'book_pages',
  {
    bookId: text()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    ...renderedPageColumns(),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.fileVersion, table.number] })],
);

/** An RSS 2.0 or Atom feed an editor registered; fetched on a schedule. */
export const feeds = pgTable(
  'feeds',
  {
    id: text().primaryKey(),
    url: text().notNull(),
    kind: text({ enum: ['article', 'news'] }).notNull(),
    sourceName: text().notNull(),
    sourceSlug: text().notNull(),
    subjectSlug: text().references(() => subjects.slug),
    active: boolean().notNull().default(true),
    etag: text(),
    lastModified: text(),
    lastFetchedAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    /** The last fetch's problem in words; null after a success. */
    lastError: text(),
    consecutiveFailures: integer().notNull().default(0),
    nextFetchAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    addedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('feeds_url_unique').on(table.url)],
);

/** A journal; its latest articles come from its feed, when it has one. */
export const journals = pgTable('journals', {
  id: text().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  publisher: text().notNull().default(''),
  issn: text(),
  subjectSlug: text()
    .notNull()
    .references(() => subjects.slug),
  homepage: text(),
  description: text().notNull().default(''),
  coverKey: text(),
  feedId: text().references(() => feeds.id, { onDelete: 'set null' }),
  addedBy: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An article or news item from a feed, de-duplicated per feed by GUID (or link). */
export const feedItems = pgTable(
  'feed_items',
  {
    id: text().primaryKey(),
    feedId: text()
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['article', 'news'] }).notNull(),
    /** The item's GUID, else its link: what makes it the same item on the next fetch. */
    key: text().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    link: text().notNull(),
    authors: text().array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp({ withTimezone: true }),
    /** Sanitised HTML: a safe subset of tags, no scripts, styles or event handlers. */
    summaryHtml: text().notNull().default(''),
    imageUrl: text(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('feed_items_feed_key_unique').on(table.feedId, table.key),
    index('feed_items_kind_published_idx').on(table.kind, table.publishedAt.desc()),
    index('feed_items_slug_idx').on(table.slug),
  ],
);
