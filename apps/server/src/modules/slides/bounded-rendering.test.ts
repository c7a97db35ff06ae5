import { type DeckDetail, deckMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, strokedLinesPdf, tallPagePdf, uploadDeck, waitForDeck } from '../../../test/decks.ts';

/**
 * What one hostile upload may add to the process (its render threads included) while it is
 * drawn: a cheap server of 1.5 GB, at rest at ~700 MB here, can afford it. Measured as growth:
 * test files share a worker process (vitest.config.ts), so its resting size depends on the files
 * that ran before (460 to 1,420 MB seen), which said nothing about this upload.
 */
const rssGrowthBoundMb = 800;

describe('a page that takes minutes to draw', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('fails the deck with a sentence naming the cause, while the server keeps answering', async () => {
    const owner = await signedInUser(t, 'hostilelines');
    const upload = await uploadDeck(t, owner.cookie, {
      bytes: await strokedLinesPdf(20_000),
      name: 'lines.pdf',
    });
    expect(upload.statusCode).toBe(201);
    const deck = upload.json<DeckDetail>();

    let slowestPingMs = 0;
    const baselineRss = process.memoryUsage().rss;
    let peakRss = baselineRss;
    let finished = false;
    const watch = (async () => {
      while (!finished) {
        const started = performance.now();
        expect((await t.app.inject({ url: '/api/ping' })).statusCode).toBe(204);
        slowestPingMs = Math.max(slowestPingMs, performance.now() - started);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const outcome = await waitForDeck(t, owner.id, deck.id);
    finished = true;
    await watch;

    expect(outcome).toMatchObject({ status: 'failed', failureReason: deckMessages.tooComplex });
    console.info(
      `slowest /api/ping while the page was drawn: ${slowestPingMs.toFixed(1)} ms; peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB from ${(baselineRss / 2 ** 20).toFixed(0)} MB`,
    );
    expect(slowestPingMs).toBeLessThan(200);
    expect((peakRss - baselineRss) / 2 ** 20).toBeLessThan(rssGrowthBoundMb);
  }, 90_000);
});

/**
 * mupdf's heap is WebAssembly memory, which worker resourceLimits do not bound: RENDER_MEMORY_MB
 * does (wasm-memory-cap.ts). A strip of a page 20,000 points tall needs ~1 GB of pixels at the
 * reader's width; under a 256 MB cap the allocation is refused and the deck fails, saying so.
 */
describe('a page that needs more memory to draw than allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ renderMemoryMb: 256 });
  });
  afterAll(() => t.close());

  it('fails the deck with the sentence naming memory, and ordinary decks still render under the cap', async () => {
    const owner = await signedInUser(t, 'tallpage');
    const baselineRss = process.memoryUsage().rss;
    const tall = (
      await uploadDeck(t, owner.cookie, { bytes: await tallPagePdf(20_000), name: 'tall.pdf' })
    ).json<DeckDetail>();
    expect(await waitForDeck(t, owner.id, tall.id)).toMatchObject({
      status: 'failed',
      failureReason: deckMessages.tooMuchMemory,
    });
    expect((process.memoryUsage().rss - baselineRss) / 2 ** 20).toBeLessThan(rssGrowthBoundMb);

    const ordinary = (
      await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(2), name: 'ordinary.pdf' })
    ).json<DeckDetail>();
    expect(await waitForDeck(t, owner.id, ordinary.id)).toMatchObject({ status: 'ready', pageCount: 2 });
  }, 90_000);
});
