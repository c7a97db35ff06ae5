import { expect, vi } from 'vitest';
import type { TestApp } from './build.ts';

/** Runs the scheduled roll-up of readers' events now, as a worker would, and waits for it. */
export async function runRollUp(t: TestApp): Promise<void> {
  const id = await t.app.jobs.send('statistics.roll-up', {});
  await vi.waitFor(async () => expect(await t.app.jobs.state('statistics.roll-up', id)).toBe('completed'), {
    timeout: 20_000,
    interval: 50,
  });
}

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
