import crypto, { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, type TransformOptions } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The slice of s3rver's API used here; the package ships no types. */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/**
 * s3rver encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3 (Node 17 and later)
 * offers only behind --openssl-legacy-provider, so every listing longer than one page fails with
 * ERR_OSSL_EVP_UNSUPPORTED (jamhall/s3rver#818; 3.7.1 is its last release). Rather than load legacy
 * ciphers into the whole test process, DES is swapped for AES-128-CBC with its 8-byte key and IV
 * doubled: the tokens stay opaque and round-trip, which is all s3rver needs of them. s3rver calls
 * `require('crypto').createCipheriv` at request time, so patching the shared module object reaches it.
 */
function letS3rverPaginate(): () => void {
  const { createCipheriv, createDecipheriv } = crypto;
  const double = (bytes: Buffer) => Buffer.concat([bytes, bytes]);
  crypto.createCipheriv = ((algorithm: string, key: Buffer, iv: Buffer, options?: TransformOptions) =>
    algorithm === 'des'
      ? createCipheriv('aes-128-cbc', double(key), double(iv))
      : createCipheriv(algorithm, key, iv, options)) as typeof createCipheriv;
  crypto.createDecipheriv = ((algorithm: string, key: Buffer, iv: Buffer, options?: TransformOptions) =>
    algorithm === 'des'
      ? createDecipheriv('aes-128-cbc', double(key), double(iv))
      : createDecipheriv(algorithm, key, iv, options)) as typeof createDecipheriv;
  return () => {
    crypto.createCipheriv = createCipheriv;
    crypto.createDecipheriv = createDecipheriv;
  };
}

interface Harness {
  name: string;
  /** A working store, and how to tear it down. */
  start(): Promise<{ storage: Storage; stop(): Promise<void> }>;
  /** A store whose backend is gone, for isReachable. */
  broken(): Promise<{ storage: Storage; stop(): Promise<void> }>;
}

const bucket = 'medshelf-test';
// s3rver's built-in account; it checks request signatures against this pair.
const s3Credentials = { bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** s3rver in this process on a free port, over a temporary directory, with the bucket made. */
async function startS3rver(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const restoreCrypto = letS3rverPaginate();
  const dir = await mkdtemp(path.join(tmpdir(), 'medshelf-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      restoreCrypto();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function s3Storage(endpoint: string, overrides: Partial<S3StorageOptions> = {}) {
  return createS3Storage({ ...s3Credentials, endpoint, ...overrides });
}

const harnesses: Harness[] = [
  {
    name: 'local',
    async start() {
      const dir = await mkdtemp(path.join(tmpdir(), 'medshelf-storage-'));
      return {
        storage: await createLocalStorage(dir),
        stop: () => rm(dir, { recursive: true, force: true }),
      };
    },
    async broken() {
      const dir = await mkdtemp(path.join(tmpdir(), 'medshelf-storage-'));
      const storage = await createLocalStorage(dir);
      await rm(dir, { recursive: true, force: true });
      return { storage, stop: async () => {} };
    },
  },
  {
    name: 's3',
    async start() {
      const server = await startS3rver();
      const storage = s3Storage(server.endpoint);
      return {
        storage,
        async stop() {
          storage.destroy();
          await server.stop();
        },
      };
    },
    async broken() {
      const endpoint = `http://127.0.0.1:${await freePort()}`;
      const storage = s3Storage(endpoint, { maxAttempts: 1, connectionTimeoutMs: 1_000 });
      return { storage, stop: async () => storage.destroy() };
    },
  },
];

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Yields the buffer in small chunks, so the store sees a stream of unknown length. */
function streamOf(data: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += chunkSize) {
        yield data.subarray(offset, offset + chunkSize);
      }
    })(),
  );
}

describe.each(harnesses)('$name storage', (harness) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  // 12 MB: more than two 5 MB parts, so the S3 upload goes multipart.
  const large = randomBytes(12 * 1024 * 1024);

  beforeAll(async () => {
    ({ storage, stop } = await harness.start());
  });
  afterAll(() => stop());

  it('keeps a buffer and its content type', async () => {
    await storage.put('decks/a/v1/original', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    const object = await storage.get('decks/a/v1/original');
    expect(object).toMatchObject({ size: 14, contentType: 'application/pdf' });
    expect((await readAll(object?.body ?? Readable.from([]))).toString()).toBe('%PDF-1.7 hello');
    expect(await storage.size('decks/a/v1/original')).toBe(14);
  });

  it('streams a large upload in and reads it back byte for byte', async () => {
    await storage.put('decks/big/v1/original', streamOf(large), 'application/pdf');
    expect(await storage.size('decks/big/v1/original')).toBe(large.length);
    const object = await storage.get('decks/big/v1/original');
    expect(object?.size).toBe(large.length);
    expect(object?.contentType).toBe('application/pdf');
    const back = await readAll(object?.body ?? Readable.from([]));
    expect(back.length).toBe(large.length);
    expect(back.equals(large)).toBe(true);
  });

  it('returns exactly the bytes of an inclusive range', async () => {
    const start = 5 * 1024 * 1024 - 10;
    const end = 5 * 1024 * 1024 + 9;
    const object = await storage.get('decks/big/v1/original', { start, end });
    expect(object?.size).toBe(20);
    expect((await readAll(object?.body ?? Readable.from([]))).equals(large.subarray(start, end + 1))).toBe(
      true,
    );
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('decks/none/v1/original')).toBeNull();
    expect(await storage.get('decks/none/v1/original', { start: 0, end: 9 })).toBeNull();
    expect(await storage.size('decks/none/v1/original')).toBeNull();
  });

  it('shows nothing under a key whose upload failed', async () => {
    const failing = Readable.from(
      (function* () {
        yield large.subarray(0, 6 * 1024 * 1024);
        throw new Error('connection dropped');
      })(),
    );
    await expect(storage.put('decks/failed/v1/original', failing, 'application/pdf')).rejects.toThrow();
    expect(await storage.get('decks/failed/v1/original')).toBeNull();
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    const keep = ['decks/y/v1/original', 'decks/xy/v1/original'];
    const gone = ['decks/x/v1/original', 'decks/x/v1/pages/1-large.webp', 'decks/x/v2/pages/1-small.webp'];
    for (const key of [...keep, ...gone]) await storage.put(key, Buffer.from(key), 'image/webp');

    await storage.deletePrefix('decks/x/');
    for (const key of gone) expect(await storage.size(key)).toBeNull();
    for (const key of keep) expect(await storage.size(key)).toBe(key.length);

    await expect(storage.deletePrefix('decks/x/')).resolves.toBeUndefined();
    await expect(storage.deletePrefix('decks/never-there/')).resolves.toBeUndefined();
  });

  it('deletes more objects than one listing page holds', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `decks/many/v1/pages/${i}-small.webp`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from('x'), 'image/webp')));
    }
    await storage.deletePrefix('decks/many/');
    expect(await storage.size(keys[0] ?? '')).toBeNull();
    expect(await storage.size(keys[1004] ?? '')).toBeNull();
  });

  it('reports itself reachable, and unreachable when its backend is gone', async () => {
    expect(await storage.isReachable()).toBe(true);
    const broken = await harness.broken();
    try {
      const started = Date.now();
      expect(await broken.storage.isReachable()).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await broken.stop();
    }
  });
});

describe('the storage plugin', () => {
  it('stores files in S3 when config.s3 is set', async () => {
    const server = await startS3rver();
    const t = await buildTestApp({ s3: { ...s3Credentials, endpoint: server.endpoint } });
    try {
      expect(t.app.storage.kind).toBe('s3');
      await t.app.storage.put('decks/plugin/v1/original', Buffer.from('pdf'), 'application/pdf');
      expect(await t.app.storage.size('decks/plugin/v1/original')).toBe(3);
      expect((await t.app.inject('/api/health')).json()).toMatchObject({ storage: 'reachable' });
    } finally {
      await t.close();
      await server.stop();
    }
  });

  it('keeps files on local disk otherwise', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.storage.kind).toBe('local');
    } finally {
      await t.close();
    }
  });
});
