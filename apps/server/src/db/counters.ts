import { createHash } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rateLimits } from './schema/index.ts';

/**
 * Counters in fixed windows, kept in the database so every process of the site sees the same
 * number. A counter is named by what it counts and for whom (`kind` and `parts`); the parts
 * (an email, an address) are stored only as a hash, whatever their length.
 */
export interface Counter {
  key: string;
  windowMs: number;
}

export function counter(kind: string, parts: readonly string[], windowMs: number): Counter {
  const digest = createHash('sha256').update(parts.join('\n')).digest('base64url');
  return { key: `${kind}:${digest}`, windowMs };
}

const expired = (windowMs: number) =>
  sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowMs / 1000})`;

/** Adds `by` (1 unless told) in the counter's current window and returns the count so far. */
export async function bump(db: Database, { key, windowMs }: Counter, by = 1): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: Math.max(by, 0), windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`greatest(case when ${expired(windowMs)} then 0 else ${rateLimits.count} end + ${by}, 0)`,
        windowStart: sql`case when ${expired(windowMs)} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

/** The count in the counter's current window, without adding to it. */
export async function peek(db: Database, { key, windowMs }: Counter): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return row?.count ?? 0;
}

/** Starts the counter over. */
export async function reset(db: Database, { key }: Counter): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Marks something once per window: true the first time, false while the mark stands. */
export async function markOnce(db: Database, { key, windowMs }: Counter): Promise<boolean> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: 1, windowStart: sql`now()` },
      setWhere: expired(windowMs),
    })
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

/**
 * Forgets counters whose window has surely ended: no window is longer than a day except those of
 * `longKinds`, which last up to `longMs`.
 */
export async function forgetOldCounters(db: Database, longKinds: readonly string[], longMs: number) {
  const kind = sql`split_part(${rateLimits.key}, ':', 1)`;
  await db
    .delete(rateLimits)
    .where(
      and(
        expired(24 * 60 * 60_000),
        or(sql`${kind} <> all(${sql.param([...longKinds])}::text[])`, expired(longMs)),
      ),
    );
}
