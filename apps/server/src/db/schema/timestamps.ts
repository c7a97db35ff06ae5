import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was inserted. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** When a row last changed: set on insert and on every update Drizzle makes. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
