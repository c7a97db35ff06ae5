import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
