import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { faculties } from './taxonomy.ts';

const detail = () => text().notNull().default('');

/** The profile details of SPEC §3 that start empty and the user fills in on /profiledetails. */
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: detail(),
  gender: detail(),
  nickname: detail(),
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
