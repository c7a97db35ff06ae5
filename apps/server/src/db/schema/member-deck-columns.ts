import { boolean, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { decks } from './slides.ts';
import { createdAt } from './timestamps.ts';

/** A member's own row about a deck (a clip, a highlight): gone with the member or the deck. */
export const memberDeckColumns = () => ({
  id: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  deckId: text()
    .notNull()
    .references(() => decks.id, { onDelete: 'cascade' }),
});

/** The member's note on it, private unless they make it public, and when it was made. */
export const memberNoteColumns = () => ({
  note: text().notNull().default(''),
  isPublic: boolean().notNull().default(false),
  createdAt: createdAt(),
});
