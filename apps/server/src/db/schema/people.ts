import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { memberDeckColumns, memberNoteColumns } from './member-deck-columns.ts';
import { decks } from './slides.ts';
import { faculties } from './taxonomy.ts';
import { createdAt } from './timestamps.ts';

const detail = () => text().notNull().default('');

/** The profile details of SPEC §3 that start empty and the user fills in on /profiledetails. */
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: detail(),
  gender: detail(),
  nickname: detail(),
  /** The year the user joined their course ("2023"), as they typed it; empty when not given. */
  joinedDate: detail(),
  working: detail(),
  education: detail(),
  summary: detail(),
  facebook: detail(),
  instagram: detail(),
  twitter: detail(),
});

/** The one faculty a user studies (SPEC §3 User-Preference); it personalises lists. */
export const preferences = pgTable('preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  facultySlug: text()
    .notNull()
    .references(() => faculties.slug),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Who follows whom; SPEC §3 uses only the follower count, the social features build on it. */
export const follows = pgTable(
  'follows',
  {
    followerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_idx').on(table.followeeId),
  ],
);

/** How many follow the member a select reads from `users`: a column of that select. */
export const followerCountColumn = () =>
  sql<number>`(select count(*) from ${follows} f where f.followee_id = ${users.id})`.mapWith(Number);

/**
 * Playlists nest up to three levels ("2nd year / Pathology / Neoplasia"). A level is addressed
 * by its owner and the slugs of its path, so a slug is unique among its siblings; `depth` is
 * stored so the limit is one CHECK, not a walk up the tree.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: text().primaryKey(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text().references((): AnyPgColumn => playlists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull(),
    depth: integer().notNull(),
    position: integer().notNull(),
    isPublic: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique('playlists_sibling_slug_unique').on(table.ownerId, table.parentId, table.slug).nullsNotDistinct(),
    index('playlists_parent_idx').on(table.parentId),
    check('playlists_depth_check', sql`${table.depth} between 1 and 3`),
  ],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: text()
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.deckId] }),
    index('playlist_items_deck_idx').on(table.deckId),
  ],
);

/** A single deck page a user clipped, with an optional note; private unless made public. */
export const clips = pgTable(
  'clips',
  {
    ...memberDeckColumns(),
    pageNumber: integer().notNull(),
    ...memberNoteColumns(),
  },
  (table) => [
    index('clips_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id),
    index('clips_deck_idx').on(table.deckId),
  ],
);
