import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeckDetail, DeckProgress } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfDeck, validFields } from '../../../test/decks.ts';
import { createFreshDatabase } from '../../../test/fresh-database.ts';
import {
  killServerProcesses,
  memberThroughProcess,
  readEvents,
  startServerProcess,
} from '../../../test/server-process.ts';

const pageCount = 30;

describe('a worker killed in the middle of a deck', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-crash-'));
    // Short, so a stalled job on PostgreSQL is noticed within the test.
    env = { DATA_DIR: dataDir, JOB_STALL_SECONDS: '1', DEMO_CONTENT: '0' };
    if (process.env.DATABASE_URL) {
      const database = await createFreshDatabase(process.env.DATABASE_URL, 'medshelf_crash');
      env.DATABASE_URL = database.url;
      drop = database.drop;
    }
  });
  afterAll(async () => {
    killServerProcesses();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is retried after a restart and finishes the deck', async () => {
    const first = await startServerProcess(env);
    const cookie = await memberThroughProcess(first.url, dataDir, 'crashtest');

    const body = await multipart(validFields, { bytes: await pdfDeck(pageCount), name: 'long.pdf' });
    const upload = await fetch(`${first.url}/api/decks`, {
      method: 'POST',
      headers: { ...body.headers, cookie, origin: first.url },
      body: body.payload,
    });
    expect(upload.status).toBe(201);
    const deck = (await upload.json()) as DeckDetail;

    let pagesAtKill = 0;
    await readEvents(`${first.url}/api/events`, cookie, (event, data) => {
      if (event !== 'deck') return false;
      pagesAtKill = (JSON.parse(data) as DeckProgress).pagesDone;
      return pagesAtKill >= 3;
    });
    first.process.kill('SIGKILL');
    await once(first.process, 'exit');

    const second = await startServerProcess(env);
    try {
      let finished: DeckProgress | undefined;
      const progress = fetch(`${second.url}/api/decks/${deck.id}/progress`, { headers: { cookie } });
      const now = (await (await progress).json()) as DeckProgress;
      expect(now.status).not.toBe('ready');
      expect(now.pagesDone).toBeLessThan(pageCount);
      await readEvents(`${second.url}/api/events`, cookie, (event, data) => {
        if (event !== 'deck') return false;
        const update = JSON.parse(data) as DeckProgress;
        if (update.status === 'ready' || update.status === 'failed') finished = update;
        return finished !== undefined;
      });
      expect(finished).toMatchObject({ status: 'ready', pageCount, pagesDone: pageCount });
      const detail = (await (await fetch(`${second.url}/api/decks/${deck.id}`)).json()) as DeckDetail;
      expect(detail.pages).toHaveLength(pageCount);
      const images = await readdir(path.join(dataDir, 'files', 'decks', deck.id, 'v1', 'pages'));
      expect(images.filter((name) => name.endsWith('.webp'))).toHaveLength(pageCount * 3);
    } finally {
      second.process.kill('SIGTERM');
      await once(second.process, 'exit');
    }
  }, 120_000);
});
