import { languages } from '@medshelf/shared/languages';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { rowsOf } from '../../db/rows.ts';
import { decks, digestSettings, follows, users } from '../../db/schema/index.ts';

/** On unless the member turned it off (no row: never asked, so on). */
export async function digestEnabled(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: digestSettings.enabled })
    .from(digestSettings)
    .where(eq(digestSettings.userId, userId));
  return row?.enabled ?? true;
}

export async function setDigestEnabled(db: Executor, userId: string, enabled: boolean): Promise<void> {
  await db
    .insert(digestSettings)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: digestSettings.userId, set: { enabled } });
}

const dueRow = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  language: z.enum(languages).nullable(),
  since: z.coerce.date(),
  previous: z.coerce.date().nullable(),
});
export type DueMember = z.output<typeof dueRow>;

/**
 * Claims up to `limit` members due a digest at `now`: the digest is on, the last one went out
 * at least `everyDays` ago (or never), and someone they follow has uploaded a deck that is
 * ready since then (at most `everyDays` back). The claim records `now` as their last digest in
 * the same statement, and only where the row still says they are due, so two workers running at
 * once never claim one member twice. Starts from the recent decks, not from every member.
 */
export function claimDueMembers(db: Executor, now: Date, everyDays: number, limit: number) {
  const windowStart = sql`(${now.toISOString()}::timestamptz - make_interval(days => ${everyDays}))`;
  const since = sql`greatest(coalesce(${digestSettings.lastSentAt}, ${windowStart}), ${windowStart})`;
  const due = sql`(${digestSettings.lastSentAt} is null or ${digestSettings.lastSentAt} <= ${windowStart})`;
  return rowsOf(
    db,
    sql`with candidates as (
          select distinct ${follows.followerId} as user_id from ${decks}
            join ${follows} on ${follows.followeeId} = ${decks.ownerId}
           where ${decks.status} = 'ready' and ${decks.createdAt} > ${windowStart}
        ),
        due as (
          select ${users.id} as user_id, ${users.email} as email, ${users.name} as name, ${users.language} as language,
                 ${since} as since, ${digestSettings.lastSentAt} as previous
            from candidates
            join ${users} on ${users.id} = candidates.user_id
            left join ${digestSettings} on ${digestSettings.userId} = ${users.id}
           where ${users.disabled} = false and ${users.emailVerified}
             and coalesce(${digestSettings.enabled}, true) and ${due}
             and exists (select 1 from ${decks} d join ${follows} f on f.followee_id = d.owner_id
                          where f.follower_id = ${users.id} and d.status = 'ready' and d.created_at > ${since})
           order by ${users.id}
           limit ${limit}
        ),
        claimed as (
          insert into ${digestSettings} (user_id, enabled, last_sent_at)
          select user_id, true, ${now.toISOString()}::timestamptz from due
          on conflict (user_id) do update set last_sent_at = excluded.last_sent_at
           where ${due}
          returning user_id
        )
        select due.* from due join claimed using (user_id)`,
    dueRow,
  );
}

/** Gives a claim back when its email could not be sent, so the next run tries again. */
export async function releaseClaim(db: Executor, userId: string, claimedAt: Date, previous: Date | null) {
  await db
    .update(digestSettings)
    .set({ lastSentAt: previous })
    .where(and(eq(digestSettings.userId, userId), eq(digestSettings.lastSentAt, claimedAt)));
}
