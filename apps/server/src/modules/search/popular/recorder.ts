import type { Executor } from '../../../db/executor.ts';
import { isKnownBot } from '../../../lib/known-bots.ts';
import { type SearchVisit, saveVisits } from './repository.ts';

const flushMs = 5_000;
const flushAt = 500;

/** A query as popular searches count it: "Cardiac  Murmur " and "cardiac murmur" are one. */
export const normalizeQuery = (query: string) =>
  query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface SearchRecorder {
  /** One search by one visitor (a keyed hash, never who they are), unless it came from a bot. */
  record(query: string, visitor: string, userAgent: string, day: string): void;
  /** Writes what is held now (the roll-up calls it first; so does closing). */
  flush(): Promise<void>;
}

/**
 * Searches are counted in memory and written in batches: a search is a read that a crowd makes,
 * and one insert per search would turn every cached answer into a write (decision 0029).
 */
export function searchRecorder(db: Executor, onError: (error: unknown) => void): SearchRecorder {
  let held = new Map<string, SearchVisit>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const visits = [...held.values()];
    held = new Map();
    writing = writing.then(() => saveVisits(db, visits)).catch(onError);
    return writing;
  };

  return {
    record(query, visitor, userAgent, day) {
      if (isKnownBot(userAgent)) return;
      const visit = { day, query: normalizeQuery(query), visitor };
      held.set(`${visit.day}\n${visit.query}\n${visit.visitor}`, visit);
      if (held.size >= flushAt) void flush();
      else timer ??= setTimeout(flush, flushMs).unref();
    },
    flush,
  };
}
