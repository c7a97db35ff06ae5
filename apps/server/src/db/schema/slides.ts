import type { PageText } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { renderedPageColumns, reportColumns } from './columns.ts';
import { categories, subCategories } from './taxonomy.ts';
import { createdAt } from './timestamps.ts';

/**
 * A slide deck. `fileVersion` grows each time the file is replaced: image keys carry it, so
 * every image URL can be cached forever and a replacement is new URLs, never stale pages.
 */
export const decks = pgTable(
  'decks',
  {
    id: text().primaryKey(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer()
      .notNull()
      .references(() => subCategories.id),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    allowDownload: boolean().notNull().default(true),
    // 'removed': taken down by the editors after a report (see removedAt); never public again.
    status: text({ enum: ['queued', 'processing', 'ready', 'failed', 'removed'] })
      .notNull()
      .default('queued'),
    failureReason: text(),
    removedAt: timestamp({ withTimezone: true }),
    /** The editors' note to the owner when they took the deck down; '' when they left none. */
    removalNote: text(),
    pageCount: integer().notNull().default(0),
    pagesDone: integer().notNull().default(0),
    fileVersion: integer().notNull().default(1),
    /** The pg-boss job processing the current file version: lets a stalled job be found. */
    jobId: text(),
    originalName: text().notNull(),
    originalType: text({ enum: ['pdf', 'pptx', 'ppt', 'odp'] }).notNull(),
    originalSize: bigint({ mode: 'number' }).notNull(),
    thumbWidth: integer().notNull().default(0),
    thumbHeight: integer().notNull().default(0),
    views: integer().notNull().default(0),
    /** Views over the last 7 days (deck_daily_views), kept here so "trending" is an index scan. */
    trendingViews: integer().notNull().default(0),
    likes: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => {
    // NULLS FIRST is what "desc" means in the queries; drizzle's default (NULLS LAST) would
    // make every one of these useless for ordering.
    // Fresh builders per index: drizzle's column builders keep their order settings per use.
    const newest = () => [table.createdAt.desc().nullsFirst(), table.id] as const;
    const trending = () => [table.trendingViews.desc().nullsFirst(), ...newest()] as const;
    const ready = sql`${table.status} = 'ready'`;
    return [
      index('decks_owner_idx').on(table.ownerId, table.createdAt.desc().nullsFirst()),
      // The stall sweeper looks for unfinished decks every 30 s: without this it read the
      // whole table each time (~0.4 s at 500,000 decks), though almost none are unfinished.
      index('decks_unfinished_idx')
        .on(table.updatedAt)
        .where(sql`${table.status} in ('queued', 'processing')`),
      index('decks_ready_newest_idx')
        .on(...newest())
        .where(ready),
      index('decks_ready_category_newest_idx')
        .on(table.categoryId, ...newest())
        .where(ready),
      index('decks_ready_sub_category_newest_idx')
        .on(table.subCategoryId, ...newest())
        .where(ready),
      index('decks_ready_trending_idx')
        .on(...trending())
        .where(ready),
      index('decks_ready_category_trending_idx')
        .on(table.categoryId, ...trending())
        .where(ready),
      index('decks_ready_sub_category_trending_idx')
        .on(table.subCategoryId, ...trending())
        .where(ready),
    ];
  },
);

/**
 * One rendered page: its image size, its text (kept for search) and its words with their boxes
 * (the reader's text layer; null for pages rendered before boxes were kept, decision 0026).
 */
export const deckPages = pgTable(
  'deck_pages',
  {
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    ...renderedPageColumns(),
    words: jsonb().$type<PageText>(),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.fileVersion, table.number] })],
);

export const deckLikes = pgTable(
  'deck_likes',
  {
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.deckId, table.userId] }),
    index('deck_likes_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export const deckComments = pgTable(
  'deck_comments',
  {
    id: text().primaryKey(),
    /** The comment this one replies to; replies go one level deep (a reply to a reply is refused). */
    parentId: text().references((): AnyPgColumn => deckComments.id, { onDelete: 'cascade' }),
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('deck_comments_deck_idx').on(table.deckId, table.createdAt.desc()),
    index('deck_comments_parent_idx').on(table.parentId, table.createdAt),
  ],
);

/** Who has been counted today: a visitor adds one view per deck per day. */
export const deckVisits = pgTable(
  'deck_visits',
  {
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    visitor: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.day, table.visitor] })],
);

/** Views per deck per day, summed over the last 7 days for "trending". */
export const deckDailyViews = pgTable(
  'deck_daily_views',
  {
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.deckId, table.day] }),
    index('deck_daily_views_day_idx').on(table.day),
  ],
);

export const deckReports = pgTable(
  'deck_reports',
  {
    id: text().primaryKey(),
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    ...reportColumns(),
  },
  // The editors' queue reads only open reports, by deck and newest first.
  (table) => [
    index('deck_reports_open_idx')
      .on(table.deckId, table.createdAt.desc())
      .where(sql`${table.resolvedAt} is null`),
  ],
);
