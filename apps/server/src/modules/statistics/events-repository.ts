import type { ViewSource } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  deckEvents,
  deckReadingDaily,
  deckSourcesDaily,
  deckStatsDaily,
  decks,
} from '../../db/schema/index.ts';

export type DeckEvent =
  | { kind: 'view'; source: ViewSource; host: string | null }
  | { kind: 'like' | 'save' | 'clip' | 'download' };

/**
 * Keeps one event of a deck for the roll-up, unless the actor is the deck's uploader (their own
 * reading, liking or saving is not an audience). `actorId` null: an anonymous reader.
 */
export async function insertEvent(
  db: Executor,
  deckId: string,
  actorId: string | null,
  at: Date,
  event: DeckEvent,
): Promise<void> {
  const source = event.kind === 'view' ? event.source : null;
  const host = event.kind === 'view' ? event.host : null;
  await db.execute(sql`
    insert into ${deckEvents} (deck_id, occurred_at, kind, source, host)
    select id, ${at.toISOString()}::timestamptz, ${event.kind}, ${source}, ${host} from ${decks}
    where id = ${deckId} and owner_id is distinct from ${actorId}`);
}

/** Keeps a reader's time on pages of a deck, unless the reader is its uploader. */
export async function insertReading(
  db: Executor,
  deckId: string,
  actorId: string | null,
  at: Date,
  pages: readonly { page: number; seconds: number }[],
): Promise<void> {
  const rows = sql.join(
    pages.map(({ page, seconds }) => sql`(${page}::int, ${seconds}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${deckEvents} (deck_id, occurred_at, kind, page, seconds)
    select d.id, ${at.toISOString()}::timestamptz, 'reading', p.page, p.seconds
    from ${decks} d, (values ${rows}) as p(page, seconds)
    where d.id = ${deckId} and d.status = 'ready' and d.owner_id is distinct from ${actorId}
      and p.page <= d.page_count`);
}

/**
 * Moves up to `batch` of the oldest events into the daily tables, in one statement: the delete
 * and the sums commit together, so a run cut short or run twice at once never counts an event
 * twice or loses it. The number of events moved.
 */
export async function rollUpBatch(db: Executor, batch: number): Promise<number> {
  const [result] = await rowsOf(
    db,
    sql`
    with moved as (
      delete from ${deckEvents}
      where id in (select id from ${deckEvents} order by id limit ${batch})
      returning deck_id, (occurred_at at time zone 'utc')::date as day, kind, source, host, page, seconds
    ),
    counts as (
      insert into ${deckStatsDaily} as s (deck_id, day, views, likes, saves, clips, downloads)
      select deck_id, day,
        count(*) filter (where kind = 'view'), count(*) filter (where kind = 'like'),
        count(*) filter (where kind = 'save'), count(*) filter (where kind = 'clip'),
        count(*) filter (where kind = 'download')
      from moved where kind <> 'reading' group by deck_id, day
      on conflict (deck_id, day) do update set
        views = s.views + excluded.views, likes = s.likes + excluded.likes,
        saves = s.saves + excluded.saves, clips = s.clips + excluded.clips,
        downloads = s.downloads + excluded.downloads
    ),
    sources as (
      insert into ${deckSourcesDaily} as s (deck_id, day, source, host, views)
      select deck_id, day, source, coalesce(host, ''), count(*)
      from moved where kind = 'view' group by deck_id, day, source, coalesce(host, '')
      on conflict (deck_id, day, source, host) do update set views = s.views + excluded.views
    ),
    reading as (
      insert into ${deckReadingDaily} as r (deck_id, day, page, seconds, reads)
      select deck_id, day, page, sum(seconds), count(*)
      from moved where kind = 'reading' group by deck_id, day, page
      on conflict (deck_id, day, page) do update set
        seconds = r.seconds + excluded.seconds, reads = r.reads + excluded.reads
    )
    select count(*)::int as moved from moved`,
    z.object({ moved: z.number() }),
  );
  return result?.moved ?? 0;
}
