import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Popular searches (migration 0015, decision 0029). Who searched is kept only as a keyed hash of
 * the day's visitor, and only until the day is rolled up; what stays is a count per query and day,
 * and only for queries that at least `popularSearches.minVisitors` visitors searched that day.
 */
export const searchVisits = pgTable(
  'search_visits',
  {
    day: date({ mode: 'string' }).notNull(),
    /** The query as search normalises it: lower case, spaces collapsed. */
    query: text().notNull(),
    visitor: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query, table.visitor] })],
);

export const searchDaily = pgTable(
  'search_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    query: text().notNull(),
    visitors: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);
