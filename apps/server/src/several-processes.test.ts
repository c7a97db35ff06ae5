import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FollowerCountEvent, HealthResponse } from '@medshelf/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, runOnServer } from '../test/fresh-database.ts';
import {
  killServerProcesses,
  memberThroughProcess,
  readEvents,
  startServerProcess,
} from '../test/server-process.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.info(
    'several-processes.test.ts: skipped — several processes share a database only on PostgreSQL (set DATABASE_URL)',
  );
}

async function health(url: string): Promise<{ status: number; body: HealthResponse }> {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: (await response.json()) as HealthResponse };
}

/** Polls until `check` holds, at most `ms`; the last value is returned either way. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe.skipIf(!serverUrl)('several processes on one PostgreSQL database', () => {
  let dataDir: string;
  const databases: { drop(): Promise<void> }[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-processes-'));
  });
  afterAll(async () => {
    killServerProcesses();
    for (const database of databases) await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function freshEnv(name: string) {
    const database = await createFreshDatabase(serverUrl ?? '', `medshelf_${name}`);
    databases.push(database);
    return { database, env: { DATABASE_URL: database.url, DATA_DIR: dataDir, DEMO_CONTENT: '0' } };
  }

  it('all come up when four start at once on an empty database, and run scheduled work once', async () => {
    const { database, env } = await freshEnv('start');
    const processes = await Promise.all(
      (['all', 'web', 'web', 'worker'] as const).map((role) =>
        startServerProcess({ ...env, MEDSHELF_ROLE: role }),
      ),
    );
    for (const { url } of processes) {
      expect(await health(url)).toMatchObject({ status: 200, body: { status: 'ok', database: 'reachable' } });
    }
    // A worker answers health and metrics, and nothing of the site.
    const worker = processes[3]?.url ?? '';
    expect((await health(worker)).body.role).toBe('worker');
    expect((await fetch(`${worker}/api/taxonomy`)).status).toBe(404);
    expect((await fetch(`${worker}/metrics`)).status).toBe(200);
    // Scheduled work was offered by each of the three worker processes and queued once per period.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; jobs: number; periods: number }>(
        `select name, count(*)::int as jobs, count(distinct singleton_on)::int as periods
           from pgboss.job where name = any($1) group by name order by name`,
        [['decks.refresh-trending', 'rate-limits.prune']],
      );
      expect(rows.map((row) => row.name)).toEqual(['decks.refresh-trending', 'rate-limits.prune']);
      for (const row of rows) expect(row.jobs).toBe(row.periods);
    } finally {
      await client.end();
    }
    for (const { process: child } of processes) child.kill('SIGTERM');
  }, 120_000);

  it('keeps live updates flowing when the LISTEN connection is cut, and loses none sent meanwhile', async () => {
    const { database, env } = await freshEnv('listen');
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    if (!a || !b) throw new Error('the servers did not start');
    const follower = await memberThroughProcess(a.url, dataDir, 'listenfollower');
    await memberThroughProcess(a.url, dataDir, 'listenstar');
    const follow = (method: 'PUT' | 'DELETE') =>
      fetch(`${a.url}/api/people/listenstar/follow`, {
        method,
        headers: { cookie: follower, origin: a.url },
      });

    const counts: number[] = [];
    let seen = 0;
    // Read for the whole test; the stream ends when the servers stop.
    void readEvents(`${b.url}/api/people/listenstar/events`, '', (event, data) => {
      if (event === 'followers') counts.push((JSON.parse(data) as FollowerCountEvent).followerCount);
      return false;
    }).catch(() => undefined);
    const nextCount = async (ms: number) => {
      const started = Date.now();
      const target = seen + 1;
      while (counts.length < target) {
        if (Date.now() - started > ms) throw new Error(`no follower count within ${ms} ms (saw ${counts})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      seen = target;
      return { count: counts[target - 1] };
    };
    expect((await nextCount(5_000)).count).toBe(0);

    // The database refuses new connections while B's LISTEN connection is cut: B cannot get it
    // back yet, and says so on /api/health.
    await runOnServer(serverUrl ?? '', `alter database ${database.name} allow_connections false`);
    try {
      await runOnServer(
        serverUrl ?? '',
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'medshelf-listener-${b.process.pid}'`,
      );
      const outage = await until(
        () => health(b.url),
        (value) => value.status === 503,
      );
      expect(outage).toMatchObject({
        status: 503,
        body: { status: 'degraded', liveUpdates: 'reconnecting' },
      });
      // Sent while B hears nothing: it must not be lost for the stream held on B.
      expect((await follow('PUT')).status).toBeLessThan(300);
    } finally {
      await runOnServer(serverUrl ?? '', `alter database ${database.name} allow_connections true`);
    }
    expect((await nextCount(5_000)).count).toBe(1);
    expect(
      (
        await until(
          () => health(b.url),
          (value) => value.status === 200,
        )
      ).body.liveUpdates,
    ).toBe('connected');

    // And events flow on the new connection as before.
    expect((await follow('DELETE')).status).toBeLessThan(300);
    expect((await nextCount(5_000)).count).toBe(0);
    for (const { process: child } of [a, b]) child.kill('SIGTERM');
  }, 120_000);
});
