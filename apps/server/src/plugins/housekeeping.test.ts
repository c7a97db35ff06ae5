import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { forgetOldCounters } from '../db/counters.ts';
import { rateLimits } from '../db/schema/index.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000);

describe('housekeeping', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    // What a process killed mid-upload leaves behind, found by the next start.
    dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-housekeeping-'));
    const spool = path.join(dataDir, 'uploads');
    await mkdir(spool);
    for (const [name, age] of [
      ['killed-yesterday.upload', 25],
      ['killed-last-week.pdf', 7 * 24],
      ['still-arriving.upload', 0],
      ['an-hour-old.cover', 1],
    ] as const) {
      await writeFile(path.join(spool, name), 'x');
      await utimes(path.join(spool, name), hoursAgo(age), hoursAgo(age));
    }
    t = await buildTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes spooled uploads older than a day at start, and keeps newer ones', async () => {
    expect((await readdir(path.join(dataDir, 'uploads'))).sort()).toEqual([
      'an-hour-old.cover',
      'still-arriving.upload',
    ]);
  });

  it('forgets counters whose window has ended, keeping trusted sign-ins for their days', async () => {
    const row = (key: string, hours: number) => ({ key, count: 1, windowStart: hoursAgo(hours) });
    await t.app.db
      .insert(rateLimits)
      .values([
        row('ip:old', 30),
        row('ip:new', 1),
        row('sign-in-trusted:recent', 10 * 24),
        row('sign-in-trusted:expired', 40 * 24),
      ]);
    await forgetOldCounters(t.app.db, ['sign-in-trusted'], 30 * 24 * 60 * 60_000);
    const keys = await t.app.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(sql`1`);
    expect(keys.map((k) => k.key)).toEqual(['ip:new', 'sign-in-trusted:recent']);
  });
});
