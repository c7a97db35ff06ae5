import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { decks } from './slides.ts';

/**
 * Words a member highlighted on a deck page, with an optional note. `start` and `end` index the
 * page's words of `fileVersion`; `quote` keeps the words themselves, so the highlight still
 * reads after the deck's file is replaced (it is then no longer drawn on the page).
 */
export const highlights = pgTable(
  'highlights',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deckId: text()
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    fileVersion: integer().notNull(),
    pageNumber: integer().notNull(),
    start: integer().notNull(),
    end: integer().notNull(),
    quote: text().notNull(),
    note: text().notNull().default(''),
    isPublic: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('highlights_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id),
    index('highlights_deck_user_idx').on(table.deckId, table.userId),
  ],
);
