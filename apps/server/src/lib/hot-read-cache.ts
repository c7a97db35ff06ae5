import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A response body as it goes on the wire. */
export interface HotBody {
  body: string;
  contentType: string;
}

export interface HotEntry extends HotBody {
  /** Weak: compression may change the bytes, never the meaning. */
  etag: string;
}

export interface HotReadCache {
  /**
   * The entry for `key`, or what `produce` makes of it (undefined: not cacheable, not stored).
   * Concurrent calls for one key share one `produce`; its rejection reaches all of them.
   */
  load(
    key: string,
    seconds: number,
    produce: () => Promise<HotBody | undefined>,
  ): Promise<HotEntry | undefined>;
  /** Drops every entry; what is being produced now is handed to its callers but not stored. */
  clear(): void;
}

export function entityTag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match (a list of tags, weak or strong, or "*") names this entity tag. */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Anonymous answers by URL for a few seconds, at most `maxBytes` of them (least recently used
 * go first). A generation counter keeps an answer computed before an invalidation (from data
 * read before the write) out of the cache.
 */
export function createHotReadCache(maxBytes: number): HotReadCache {
  const entries = new LRUCache<string, HotEntry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.body.length * 2 + key.length * 2 + 200,
  });
  const producing = new Map<string, Promise<HotEntry | undefined>>();
  let generation = 0;

  return {
    load(key, seconds, produce) {
      const hit = entries.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = producing.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const next = produce()
        .then((made) => {
          if (!made) return undefined;
          const entry = { ...made, etag: entityTag(made.body) };
          if (generation === startedIn) entries.set(key, entry, { ttl: seconds * 1000 });
          return entry;
        })
        .finally(() => {
          if (producing.get(key) === next) producing.delete(key);
        });
      producing.set(key, next);
      return next;
    },
    clear() {
      generation += 1;
      entries.clear();
      producing.clear();
    },
  };
}
