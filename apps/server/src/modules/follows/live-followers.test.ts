import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../../test/fresh-database.ts';
import { linkIn, readOutbox } from '../../../test/outbox.ts';
import { killServerProcesses, startServerProcess } from '../../../test/server-process.ts';

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * A real Server-Sent Events connection, read one event at a time (comments skipped, and the
 * bell's `notifications` events, which travel on the same stream and have their own tests).
 */
async function openStream(url: string, cookie = '') {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no event stream');
  let buffer = '';
  return {
    async next(): Promise<StreamEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.match(/^data: (.*)$/m)?.[1];
          const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message';
          if (data && event !== 'notifications') return { event, data: JSON.parse(data) };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('event stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}

describe('live follower counts across server processes', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-follows-'));
    env = { DATA_DIR: dataDir, DEMO_CONTENT: '0' };
    if (process.env.DATABASE_URL) {
      const database = await createFreshDatabase(process.env.DATABASE_URL, 'medshelf_follows');
      env.DATABASE_URL = database.url;
      drop = database.drop;
    }
  });
  afterAll(async () => {
    killServerProcesses();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signedIn(base: string, username: string) {
    const post = (url: string, body: object) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const email = `${username}@example.com`;
    await post('/api/auth/sign-up/email', { name: username, username, email, password: 'secret1' });
    const mail = (await readOutbox(dataDir)).find((message) => message.to === email);
    await fetch(linkIn(mail, '/verify-email').replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' });
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'secret1' });
    return (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  it('a follow made through one process reaches the member’s tabs and every viewer on another', async () => {
    const first = await startServerProcess(env);
    // PGlite is one process's own database: then both ends are that process, on the same path.
    const second = process.env.DATABASE_URL ? await startServerProcess(env) : first;
    const asha = await signedIn(first.url, 'asha_live');
    const ravi = await signedIn(first.url, 'ravi_live');
    const send = (method: string, url: string, cookie: string, body?: object) =>
      fetch(`${second.url}${url}`, {
        method,
        headers: { cookie, origin: second.url, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });

    const ravisTab = await openStream(`${first.url}/api/events`, ravi);
    const visitor = await openStream(`${first.url}/api/people/RAVI_live/events`);
    expect(await ravisTab.next()).toMatchObject({ event: 'account', data: { followerCount: 0 } });
    expect(await visitor.next()).toEqual({
      event: 'followers',
      data: { username: 'ravi_live', followerCount: 0 },
    });

    // Ravi's own change is his tabs' business only: the visitor's stream never carries it.
    expect((await send('PUT', '/api/account/preference', ravi, { faculty: 'mbbs' })).status).toBe(200);
    expect(await ravisTab.next()).toMatchObject({ event: 'account', data: { preference: 'mbbs' } });

    expect((await send('PUT', '/api/people/ravi_live/follow', asha)).status).toBe(200);
    expect(await ravisTab.next()).toMatchObject({ event: 'account', data: { followerCount: 1 } });
    expect(await visitor.next()).toEqual({
      event: 'followers',
      data: { username: 'ravi_live', followerCount: 1 },
    });

    // Repeating a follow changes nothing and announces nothing; the unfollow comes next.
    expect((await send('PUT', '/api/people/ravi_live/follow', asha)).status).toBe(200);
    expect((await send('DELETE', '/api/people/ravi_live/follow', asha)).status).toBe(200);
    expect(await visitor.next()).toEqual({
      event: 'followers',
      data: { username: 'ravi_live', followerCount: 0 },
    });
    expect(await ravisTab.next()).toMatchObject({ event: 'account', data: { followerCount: 0 } });

    expect((await fetch(`${first.url}/api/people/nobody_here/events`)).status).toBe(404);
    ravisTab.close();
    visitor.close();
  }, 120_000);
});
