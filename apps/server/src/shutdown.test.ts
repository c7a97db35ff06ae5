import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeckDetail, DeckProgress } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfDeck, validFields } from '../test/decks.ts';
import { createFreshDatabase } from '../test/fresh-database.ts';
import {
  killServerProcesses,
  memberThroughProcess,
  readEvents,
  startServerProcess,
} from '../test/server-process.ts';

const shutdownSeconds = 10;

/** Sends a multipart upload in two halves; `between` runs after the first half has arrived. */
function uploadInTwoHalves(
  url: string,
  cookie: string,
  body: { payload: Buffer; headers: Record<string, string> },
  between: () => Promise<void>,
) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = request(`${url}/api/decks`, {
      method: 'POST',
      headers: { ...body.headers, cookie, origin: url, 'content-length': body.payload.length },
    });
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
    const half = Math.floor(body.payload.length / 2);
    req.write(body.payload.subarray(0, half), () => {
      between().then(() => req.end(body.payload.subarray(half)));
    });
  });
}

describe('SIGTERM', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-shutdown-'));
    env = { DATA_DIR: dataDir, DEMO_CONTENT: '0', SHUTDOWN_SECONDS: String(shutdownSeconds) };
    if (process.env.DATABASE_URL) {
      const database = await createFreshDatabase(process.env.DATABASE_URL, 'medshelf_shutdown');
      env.DATABASE_URL = database.url;
      drop = database.drop;
    }
  });
  afterAll(async () => {
    killServerProcesses();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends open streams, answers the upload in flight and exits in time; the deck is not lost', async () => {
    const first = await startServerProcess(env);
    const cookie = await memberThroughProcess(first.url, dataDir, 'shutdowntest');
    const streamEnded = readEvents(`${first.url}/api/events`, cookie, () => false).then(
      () => 'not ended',
      (error: Error) => error.message,
    );
    const follower = readEvents(`${first.url}/api/people/shutdowntest/events`, '', () => false).then(
      () => 'not ended',
      (error: Error) => error.message,
    );
    const exited = once(first.process, 'exit');
    let signalled = 0;
    const body = await multipart(validFields, { bytes: await pdfDeck(3), name: 'in-flight.pdf' });
    const upload = await uploadInTwoHalves(first.url, cookie, body, async () => {
      signalled = Date.now();
      first.process.kill('SIGTERM');
      // The signal is handled while the rest of the body is on its way.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const [code] = await exited;
    const shutdownMs = Date.now() - signalled;
    console.info(`exited ${shutdownMs} ms after SIGTERM with code ${code}`);
    expect(shutdownMs).toBeLessThan(shutdownSeconds * 1000);
    expect(code).toBe(0);
    expect(await streamEnded).toBe('the event stream ended');
    expect(await follower).toBe('the event stream ended');

    // Answered 2xx means kept: the next start of the site finishes it. Otherwise the uploader
    // was refused (and knows to send it again), and no half-kept deck is left behind.
    const second = await startServerProcess(env);
    const mine = (await (await fetch(`${second.url}/api/decks/mine`, { headers: { cookie } })).json()) as {
      items: DeckProgress[];
    };
    if (!('status' in upload) || upload.status >= 300) {
      expect(mine.items).toEqual([]);
    } else {
      expect(upload.status).toBe(201);
      const deck = JSON.parse(upload.body) as DeckDetail;
      expect(mine.items.map((item) => item.id)).toEqual([deck.id]);
      let progress = (await (
        await fetch(`${second.url}/api/decks/${deck.id}/progress`, { headers: { cookie } })
      ).json()) as DeckProgress;
      if (progress.status !== 'ready') {
        await readEvents(`${second.url}/api/events`, cookie, (event, data) => {
          if (event !== 'deck') return false;
          progress = JSON.parse(data) as DeckProgress;
          return progress.id === deck.id && (progress.status === 'ready' || progress.status === 'failed');
        });
      }
      expect(progress).toMatchObject({ status: 'ready', pageCount: 3, pagesDone: 3 });
    }
    second.process.kill('SIGTERM');
    await once(second.process, 'exit');
  }, 120_000);
});
