import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeckDetail, DeckList, DeckProgress } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfDeck, validFields } from '../../test/decks.ts';
import { createFreshDatabase } from '../../test/fresh-database.ts';
import {
  killServerProcesses,
  memberThroughProcess,
  readEvents,
  startServerProcess,
} from '../../test/server-process.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.info(
    'hot-reads-processes.test.ts: skipped — several processes share a database only on PostgreSQL (set DATABASE_URL)',
  );
}

/** Polls until `check` holds, at most `ms`; the last value is returned either way. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe.skipIf(!serverUrl)('hot reads across processes on one PostgreSQL database', () => {
  let dataDir: string;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-hot-reads-'));
  });
  afterAll(async () => {
    killServerProcesses();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('drops what another process serves from memory when a write lands on this one', async () => {
    const database = await createFreshDatabase(serverUrl ?? '', 'medshelf_hot_reads');
    drop = database.drop;
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, DEMO_CONTENT: '0' };
    // Jobs announce their changes too (the deck's processing as it ends, scheduled ones as a
    // worker starts), at times of their own: the worker goes once the deck is ready, so that
    // nothing but this test's requests drops the reader's copies.
    const [writer, reader, worker] = await Promise.all([
      startServerProcess({ ...env, MEDSHELF_ROLE: 'web' }),
      startServerProcess({ ...env, MEDSHELF_ROLE: 'web' }),
      startServerProcess({ ...env, MEDSHELF_ROLE: 'worker' }),
    ]);
    const cookie = await memberThroughProcess(writer.url, dataDir, 'hotwriter');
    const body = await multipart(validFields, { bytes: await pdfDeck(1), name: 'one.pdf' });
    const upload = await fetch(`${writer.url}/api/decks`, {
      method: 'POST',
      headers: { ...body.headers, cookie, origin: writer.url },
      body: body.payload,
    });
    const deck = (await upload.json()) as DeckDetail;
    await readEvents(`${writer.url}/api/events`, cookie, (event, data) => {
      const progress = event === 'deck' ? (JSON.parse(data) as DeckProgress) : null;
      return progress?.id === deck.id && progress.status === 'ready';
    });
    const workerGone = once(worker.process, 'exit');
    worker.process.kill('SIGKILL');
    await workerGone;

    const listOnReader = async () => {
      const response = await fetch(`${reader.url}/api/decks?category=medicine`);
      return { etag: response.headers.get('etag'), list: (await response.json()) as DeckList };
    };
    const rename = async (title: string) => {
      const patched = await fetch(`${writer.url}/api/decks/${deck.id}`, {
        method: 'PATCH',
        headers: { cookie, origin: writer.url, 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      expect(patched.status).toBe(200);
    };
    const titleOnReader = (title: string) =>
      until(listOnReader, ({ list }) => list.items[0]?.title === title, 5_000);
    await rename('Settled');
    await titleOnReader('Settled');

    // A view keeps cached copies (every visitor sends one): the reader's list stays as it was.
    // A copy the reader made just before it heard of an earlier write is dropped once, whenever
    // that news arrives; a view that dropped copies would change the list on every try.
    let views = 0;
    const viewKeepsCopies = async () => {
      const before = await listOnReader();
      views += 1;
      const viewed = await fetch(`${writer.url}/api/decks/${deck.id}/views`, {
        method: 'POST',
        // Each try is another visitor, so that each view counts.
        headers: { origin: writer.url, 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.${views}` },
      });
      expect(((await viewed.json()) as { views: number }).views).toBe(views);
      const after = await listOnReader();
      return after.etag === before.etag && after.list.items[0]?.views === before.list.items[0]?.views;
    };
    expect((await viewKeepsCopies()) || (await viewKeepsCopies())).toBe(true);

    await rename('Renamed on the other process');
    // Well within the list's 30 seconds in memory: the reader heard of the write.
    const after = await titleOnReader('Renamed on the other process');
    expect(after.list.items.map((item) => [item.title, item.views])).toEqual([
      ['Renamed on the other process', views],
    ]);
  }, 120_000);
});
