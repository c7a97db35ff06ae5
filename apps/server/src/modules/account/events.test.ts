import type { Account } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, sessionCookie, verifiedUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';

/** Reads Server-Sent Events from a real connection, one `account` event at a time. */
async function openEvents(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no event stream');
  let buffer = '';
  return {
    response,
    async next(): Promise<Account> {
      for (;;) {
        const match = /event: account\ndata: (.*)\n\n/.exec(buffer);
        if (match?.[1]) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1]) as Account;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('event stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}

describe('GET /api/events', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { email, password } = await verifiedUser(t, 'live_user');
    cookie = sessionCookie(await authPost(t, '/sign-in/email', { email, password }));
  });
  afterAll(() => t.close());

  it('refuses anonymous visitors', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it('sends the account at once and again to every open tab when the preference changes', async () => {
    const tabA = await openEvents(`${base}/api/events`, cookie);
    const tabB = await openEvents(`${base}/api/events`, cookie);
    expect(tabA.response.headers.get('content-type')).toContain('text/event-stream');
    expect((await tabA.next()).preference).toBeNull();
    expect((await tabB.next()).preference).toBeNull();

    const saved = await fetch(`${base}/api/account/preference`, {
      method: 'PUT',
      headers: { cookie, origin: t.config.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ faculty: 'bams' }),
    });
    expect(saved.status).toBe(200);
    expect((await tabA.next()).preference).toBe('bams');
    expect((await tabB.next()).preference).toBe('bams');
    tabA.close();
    tabB.close();
  });
});
