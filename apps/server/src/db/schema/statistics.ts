import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { decks } from './slides.ts';

const deckId = () =>
  text()
    .notNull()
    .references(() => decks.id, { onDelete: 'cascade' });
const tally = () => integer().notNull().default(0);

/**
 * What readers did with a deck, one row an event, until the roll-up job sums it into the daily
 * tables below and deletes it (minutes later). Nothing here says who: no user, cookie or address.
 */
export const deckEvents = pgTable(
  'deck_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deckId: deckId(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    kind: text({ enum: ['view', 'like', 'save', 'clip', 'download', 'reading'] }).notNull(),
    /** Views: where the reader came from (ViewSource), and the site for embeds and links. */
    source: text(),
    host: text(),
    /** Reading: the page and the seconds spent on it. */
    page: integer(),
    seconds: integer(),
  },
  (table) => [
    check('deck_events_reading_check', sql`${table.kind} <> 'reading' or ${table.page} is not null`),
  ],
);

/** Each deck's counts per UTC day, summed from deck_events by the roll-up. */
export const deckStatsDaily = pgTable(
  'deck_stats_daily',
  {
    deckId: deckId(),
    day: date({ mode: 'string' }).notNull(),
    views: tally(),
    likes: tally(),
    saves: tally(),
    clips: tally(),
    downloads: tally(),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.day] })],
);

/** Each deck's views per UTC day by where they came from; host '' for sources without one. */
export const deckSourcesDaily = pgTable(
  'deck_sources_daily',
  {
    deckId: deckId(),
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    host: text().notNull().default(''),
    views: tally(),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.day, table.source, table.host] })],
);

/** Readers' time on each page of a deck per UTC day, and how many reports it was made of. */
export const deckReadingDaily = pgTable(
  'deck_reading_daily',
  {
    deckId: deckId(),
    day: date({ mode: 'string' }).notNull(),
    page: integer().notNull(),
    seconds: bigint({ mode: 'number' }).notNull().default(0),
    reads: tally(),
  },
  (table) => [primaryKey({ columns: [table.deckId, table.day, table.page] })],
);
