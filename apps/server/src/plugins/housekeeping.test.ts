import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';

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
});
