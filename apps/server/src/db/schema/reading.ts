import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { books } from './library.ts';
import { decks } from './slides.ts';

/**
 * The last page a member read of each deck and book, for "Continue reading". One row per member
 * and item (`itemKey` is `deck:<id>` or `book:<id>`); the item's own foreign key removes the row
 * when the deck or book is deleted.
 */
export const readingPositions = pgTable(
  'reading_positions',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: text().notNull(),
    deckId: text().references(() => decks.id, { onDelete: 'cascade' }),
    bookId: text().references(() => books.id, { onDelete: 'cascade' }),
    page: integer().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemKey] }),
    index('reading_positions_user_read_idx').on(table.userId, table.readAt.desc()),
    check('reading_positions_one_item_check', sql`(${table.deckId} is null) <> (${table.bookId} is null)`),
    check('reading_positions_page_check', sql`${table.page} >= 1`),
  ],
);
