import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { rateLimits } from '../../db/schema/index.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000);

describe('counter pruning', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

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
    const id = await t.app.jobs.send('rate-limits.prune', {});
    await vi.waitFor(async () => expect(await t.app.jobs.state('rate-limits.prune', id)).toBe('completed'), {
      timeout: 10_000,
      interval: 100,
    });
    const keys = await t.app.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(sql`1`);
    expect(keys.map((k) => k.key)).toEqual(['ip:new', 'sign-in-trusted:recent']);
  });
});
