import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { memberDeckColumns, memberNoteColumns } from './member-deck-columns.ts';

/**
 * Words a member highlighted on a deck page, with an optional note. `start` and `end` index the
 * page's words of `fileVersion`; `quote` keeps the words themselves, so the highlight still
 * reads after the deck's file is replaced (it is then no longer drawn on the page).
 */
export const highlights = pgTable(
  'highlights',
  {
    ...memberDeckColumns(),
    fileVersion: integer().notNull(),
    pageNumber: integer().notNull(),
    start: integer().notNull(),
    end: integer().notNull(),
    quote: text().notNull(),
    ...memberNoteColumns(),
  },
  (table) => [
    index('highlights_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id),
    index('highlights_deck_user_idx').on(table.deckId, table.userId),
  ],
);
