import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { reportColumns } from './columns.ts';
import { deckComments, decks } from './slides.ts';
import { createdAt } from './timestamps.ts';

export const notificationKinds = [
  /** A member the recipient follows has a new deck ready to read. */
  'followed-upload',
  'new-follower',
  'deck-liked',
  'deck-commented',
  'deck-ready',
  'deck-failed',
  /** The editors took the recipient's deck down. */
  'deck-removed',
] as const;

/**
 * What a member is told about, shown by the bell. `dedupeKey` makes each event one row per
 * recipient however often its cause repeats (a like taken back and given again, a retried job):
 * the writers insert with ON CONFLICT DO NOTHING.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: notificationKinds }).notNull(),
    /** Who did it (the follower, the liker, the uploader); null when it was the system or they have gone. */
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    deckId: text().references(() => decks.id, { onDelete: 'cascade' }),
    dedupeKey: text().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('notifications_dedupe_unique').on(table.userId, table.dedupeKey),
    index('notifications_user_newest_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    // The pruning job deletes by age.
    index('notifications_created_idx').on(table.createdAt),
  ],
);

/**
 * The weekly digest, per member: no row means it is on and was never sent. `lastSentAt` is
 * when the last digest was claimed: the next one covers what came after it.
 */
export const digestSettings = pgTable('digest_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(true),
  lastSentAt: timestamp({ withTimezone: true }),
});

/** A reader's report of one comment, for the editors' reports tab. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: text().primaryKey(),
    commentId: text()
      .notNull()
      .references(() => deckComments.id, { onDelete: 'cascade' }),
    ...reportColumns(),
  },
  (table) => [
    index('comment_reports_open_idx')
      .on(table.commentId, table.createdAt.desc())
      .where(sql`${table.resolvedAt} is null`),
  ],
);
