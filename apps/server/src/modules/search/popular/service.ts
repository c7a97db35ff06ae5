import { type PopularSearches, popularSearchLimits } from '@medshelf/shared';
import type { Executor } from '../../../db/executor.ts';
import type { SearchRecorder } from './recorder.ts';
import { mostSearched, rollUpVisits } from './repository.ts';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The scheduled roll-up: the searches counted so far, and who searched on finished days forgotten. */
export async function rollUpSearches(db: Executor, recorder: SearchRecorder, now: Date): Promise<void> {
  await recorder.flush();
  await rollUpVisits(db, dayOf(now), popularSearchLimits.minVisitors, popularSearchLimits.days);
}

export async function popularSearches(db: Executor, now: Date): Promise<PopularSearches> {
  return {
    queries: await mostSearched(db, dayOf(now), popularSearchLimits.days, popularSearchLimits.shown),
  };
}

export { dayOf };
