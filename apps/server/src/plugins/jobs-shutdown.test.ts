import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { fixtureItems, rssDocument } from '../../test/feeds/feed-documents.ts';
import { addFeedRow, eventually } from '../../test/feeds/helpers.ts';

/** A feed server that holds its one answer until the test lets it go. */
async function heldFeedServer() {
  let held: ServerResponse | undefined;
  const server = http.createServer((_request, response) => {
    held = response;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/feed.rss`,
    requested: () => held !== undefined,
    release() {
      held?.writeHead(200, { 'content-type': 'application/rss+xml' });
      held?.end(rssDocument('Held', fixtureItems('held', 1)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a job that outlives the stop timeout', () => {
  let t: TestApp;
  let feedServer: Awaited<ReturnType<typeof heldFeedServer>>;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    feedServer = await heldFeedServer();
    // The shortest stop pg-boss allows (one second): the held fetch outlives it.
    t = await buildTestApp({
      shutdownSeconds: 1,
      feeds: { allowHosts: [feedServer.host], timeoutMs: 30_000, maxBytes: 1024 * 1024 },
    });
    process.on('unhandledRejection', record);
  });
  afterAll(async () => {
    process.off('unhandledRejection', record);
    await feedServer?.close();
  });

  it('ends before the database closes: nothing it does afterwards fails unseen', async () => {
    const feed = await addFeedRow(t, feedServer.url);
    const jobId = await t.app.jobs.send('feeds.fetch', { feedId: feed.id });
    await eventually(async () => feedServer.requested() || undefined);

    // A slow link to the database: announcing the change to other processes takes a while.
    const announce = t.app.hotReads.invalidate;
    t.app.hotReads.invalidate = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await announce();
    };
    const closing = t.close();
    // pg-boss gives up waiting and marks the job failed; the handler is still running.
    await eventually(async () =>
      (await t.app.jobs.state('feeds.fetch', jobId)) === 'active' ? undefined : true,
    );
    feedServer.release();
    await closing;
    // No event marks that nothing more happens: time for what the handler's end set off
    // (announcing the change, pg-boss recording the outcome) to reach a closed database.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(unhandled).toEqual([]);
  });
});
