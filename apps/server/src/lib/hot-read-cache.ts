import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** NOTIFY on this channel (any payload) drops the cached reads of every server process. */
export const hotReadsChannel = 'medshelf_hot_reads';

/** A response body as it goes on the wire. */
export interface HotBody {
  body: string;
  contentType: string;
}

/** A body ready for every visitor: its bytes as they are and compressed (when worth it). */
export interface HotEntry {
  contentType: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Weak: the encoding changes the bytes, never the meaning. */
  etag: string;
}

/** What @fastify/compress leaves alone, too: below this, compressing costs more than it saves. */
const compressFrom = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Compressed once here rather than by @fastify/compress on every answer: a crowd asking for
 * the same 90 KB overview would otherwise pay for the same compression thousands of times.
 */
export async function makeEntry({ body, contentType }: HotBody): Promise<HotEntry> {
  const identity = Buffer.from(body);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  if (identity.length < compressFrom) return { contentType, identity, gzip: null, br: null, etag };
  const [zipped, brotli] = await Promise.all([
    gzipAsync(identity),
    // Quality 4, as @fastify/compress uses: most of the gain at a fraction of the time.
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  ]);
  return { contentType, identity, gzip: zipped, br: brotli, etag };
}

export const entryBytes = (entry: HotEntry) =>
  entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);

export interface SharedCache<V> {
  /**
   * The value for `key`, or what `produce` makes of it (undefined: not stored). Concurrent calls
   * for one key share one `produce`; its rejection reaches all of them.
   */
  load(key: string, seconds: number, produce: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Drops every value; what is being produced now is handed to its callers but not stored. */
  clear(): void;
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
