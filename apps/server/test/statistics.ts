import { expect, vi } from 'vitest';
import type { TestApp } from './build.ts';

/** Runs a scheduled job now, as a worker would, and waits until it has finished. */
export async function runJob(
  t: TestApp,
  name: 'statistics.roll-up' | 'decks.refresh-trending' | 'search.roll-up-popular',
): Promise<void> {
  const id = await t.app.jobs.send(name, {});
  await vi.waitFor(async () => expect(await t.app.jobs.state(name, id)).toBe('completed'), {
    timeout: 20_000,
    interval: 50,
  });
}

/** Sums readers' events into the daily statistics now. */
export const runRollUp = (t: TestApp) => runJob(t, 'statistics.roll-up');

/** A clock the test moves: everything counted by day reads it. */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set(iso: string) {
      now = new Date(iso);
    },
  };
}
