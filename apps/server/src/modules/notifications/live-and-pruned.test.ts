import type { AddressInfo } from 'node:net';
import type { UnreadCount } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { notifications } from '../../db/schema/index.ts';

/** The `notifications` events of a real /api/events connection, one at a time. */
async function unreadCounts(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no event stream');
  let buffer = '';
  return {
    async next(): Promise<UnreadCount> {
      for (;;) {
        const match = /event: notifications\ndata: (.*)\n\n/.exec(buffer);
        if (match?.[1]) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1]) as UnreadCount;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('event stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}

describe('the bell’s count, live, and old notifications', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('sends the unread count when a tab connects and whenever it changes', async () => {
    const ravi = await signedInUser(t, 'live_bell_ravi');
    const asha = await signedInUser(t, 'live_bell_asha');
    const tab = await unreadCounts(`${base}/api/events`, ravi.cookie);
    expect(await tab.next()).toEqual({ unread: 0 });

    await t.app.inject({
      method: 'PUT',
      url: '/api/people/live_bell_ravi/follow',
      headers: { cookie: asha.cookie },
    });
    expect(await tab.next()).toEqual({ unread: 1 });

    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: ravi.cookie },
    });
    expect(await tab.next()).toEqual({ unread: 0 });
    tab.close();
  });

  it('forgets read notifications after 30 days and unread ones after 90', async () => {
    const member = await signedInUser(t, 'pruned_member');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    const row = (key: string, days: number, read: boolean) => ({
      id: key,
      userId: member.id,
      kind: 'new-follower' as const,
      dedupeKey: key,
      createdAt: daysAgo(days),
      readAt: read ? daysAgo(days) : null,
    });
    await t.app.db
      .insert(notifications)
      .values([
        row('read-recent', 10, true),
        row('read-old', 40, true),
        row('unread-old', 40, false),
        row('unread-ancient', 100, false),
      ]);
    const id = await t.app.jobs.send('notifications.prune', {});
    await vi.waitFor(
      async () => expect(await t.app.jobs.state('notifications.prune', id)).toBe('completed'),
      { timeout: 10_000, interval: 100 },
    );
    const kept = await t.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.userId} = ${member.id}`)
      .orderBy(notifications.id);
    expect(kept.map((k) => k.id)).toEqual(['read-recent', 'unread-old']);
  });
});
