import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './timestamps.ts';

/** A rendered page of a document's file version: its size in pixels and its text (for search). */
export const renderedPageColumns = () => ({
  fileVersion: integer().notNull(),
  number: integer().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  text: text().notNull().default(''),
});

/** A reader's report of something to the editors: who, why, when, and when it was dealt with. */
export const reportColumns = () => ({
  reporterId: text().references(() => users.id, { onDelete: 'set null' }),
  reason: text().notNull(),
  details: text().notNull().default(''),
  createdAt: createdAt(),
  resolvedAt: timestamp({ withTimezone: true }),
});
