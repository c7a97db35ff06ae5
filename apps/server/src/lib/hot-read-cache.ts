import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** NOTIFY on this channel (any payload) drops the cached reads of every server process. */
export const hotReadsChannel = 'medshelf_hot_reads';

/** A response body as it goes on the wire. */
export interface HotBody {
  body: string;
  contentType: string;
}

export interface HotEntry extends HotBody {
  /** Weak: compression may change the bytes, never the meaning. */
  etag: string;
}

export interface SharedCache<V> {
  /**
   * The value for `key`, or what `produce` makes of it (undefined: not stored). Concurrent calls
   * for one key share one `produce`; its rejection reaches all of them.
   */
  load(key: string, seconds: number, produce: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Drops every value; what is being produced now is handed to its callers but not stored. */
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
 * Values by key for a few seconds each, at most `maxSize` of them as `sizeOf` counts (least
 * recently used go first). A generation counter keeps a value produced before a `clear` (from
 * data read before a write) out of the cache.
 */
export function createSharedCache<V extends object>(
  maxSize: number,
  sizeOf: (value: V, key: string) => number,
): SharedCache<V> {
  const values = new LRUCache<string, V>({ maxSize, sizeCalculation: sizeOf });
  const producing = new Map<string, Promise<V | undefined>>();
  let generation = 0;

  return {
    load(key, seconds, produce) {
      const hit = values.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = producing.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const next = produce()
        .then((made) => {
          if (made && generation === startedIn) values.set(key, made, { ttl: seconds * 1000 });
          return made;
        })
        .finally(() => {
          if (producing.get(key) === next) producing.delete(key);
        });
      producing.set(key, next);
      return next;
    },
    clear() {
      generation += 1;
      values.clear();
      producing.clear();
    },
  };
}
