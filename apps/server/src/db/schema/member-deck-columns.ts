import { text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { decks } from './slides.ts';

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
