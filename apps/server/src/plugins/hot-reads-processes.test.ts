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
    const [writer, reader] = await Promise.all([
      startServerProcess({ ...env, MEDSHELF_ROLE: 'all' }),
      startServerProcess({ ...env, MEDSHELF_ROLE: 'web' }),
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

    const listOnReader = async () => {
      const response = await fetch(`${reader.url}/api/decks?category=medicine`);
      return { etag: response.headers.get('etag'), list: (await response.json()) as DeckList };
    };
    const before = await listOnReader();
    expect(before.list.items.map((item) => [item.title, item.views])).toEqual([[validFields.title, 0]]);

    // A view keeps cached copies (every visitor sends one): the reader's list stays as it was.
    const viewed = await fetch(`${writer.url}/api/decks/${deck.id}/views`, {
      method: 'POST',
      headers: { origin: writer.url, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    });
    expect(((await viewed.json()) as { views: number }).views).toBe(1);
    expect((await listOnReader()).etag).toBe(before.etag);

    const patched = await fetch(`${writer.url}/api/decks/${deck.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: writer.url, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Renamed on the other process' }),
    });
    expect(patched.status).toBe(200);
    // Well within the list's 30 seconds in memory: the reader heard of the write.
    const after = await until(listOnReader, ({ etag }) => etag !== before.etag, 5_000);
    expect(after.list.items.map((item) => [item.title, item.views])).toEqual([
      ['Renamed on the other process', 1],
    ]);
  }, 120_000);
});
