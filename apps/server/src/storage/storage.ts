import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded and generated files live: local disk or an S3-compatible store, one interface.
 * Keys are slash-separated paths the server generates (never user input), e.g.
 * `decks/<id>/v1/original`, `decks/<id>/v1/pages/3-large.webp`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** True when files can be written and read back right now. */
  isReachable(): Promise<boolean>;
  /** Streams the body in; it is visible under the key only once it is complete. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The object, or null when the key does not exist. `range` is inclusive, in bytes. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject | null>;
  /** Size in bytes, or null when the key does not exist. */
  size(key: string): Promise<number | null>;
  /** Removes every object whose key starts with the prefix; missing keys are not an error. */
  deletePrefix(prefix: string): Promise<void>;
}
