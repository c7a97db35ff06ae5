import type { DeckDetail } from '@medshelf/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { decks } from '../../db/schema/index.ts';

/**
 * Processing is fair: a member's upload never waits behind bulk work or behind another member's
 * backlog, because each run renders a slice of pages and queues the rest at its priority.
 */
describe('the processing queue', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const unfinished = async (app: TestApp) => {
    const [row] = await app.app.db
      .select({ n: count() })
      .from(decks)
      .where(inArray(decks.status, ['queued', 'processing']));
    return row?.n ?? 0;
  };

  it('has a member’s 3-page deck ready within a minute while the demo content is generated', async () => {
    const app = await buildTestApp({ demoContent: true });
    t = app;
    const member = await signedInUser(app, 'fairnewcomer');
    // Every demo deck and book is queued before this upload arrives.
    await app.app.demoSeeding;
    const queuedBefore = await unfinished(app);
    console.info(`demo decks waiting when the member uploads: ${queuedBefore}`);
    expect(queuedBefore).toBeGreaterThan(20);
    const started = Date.now();
    const upload = await uploadDeck(app, member.cookie, { bytes: await pdfDeck(3), name: 'mine.pdf' });
    expect(upload.statusCode).toBe(201);
    const deck = upload.json<DeckDetail>();
    expect(await waitForDeck(app, member.id, deck.id)).toMatchObject({ status: 'ready', pagesDone: 3 });
    const seconds = (Date.now() - started) / 1000;
    console.info(`a member's 3-page deck beside the demo content: ready in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
    // It overtook them: demo decks were still waiting.
    expect(await unfinished(app)).toBeGreaterThan(0);
  }, 120_000);

  it('has member B’s 2-page deck ready within 30 s after member A queued five 250-page decks', async () => {
    const app = await buildTestApp();
    t = app;
    const a = await signedInUser(app, 'fairbacklog');
    const b = await signedInUser(app, 'fairsmall');
    const large = await pdfDeck(250);
    for (const n of [1, 2, 3, 4, 5]) {
      const upload = await uploadDeck(app, a.cookie, { bytes: large, name: `large-${n}.pdf` });
      expect(upload.statusCode).toBe(201);
    }
    const started = Date.now();
    const upload = await uploadDeck(app, b.cookie, { bytes: await pdfDeck(2), name: 'small.pdf' });
    const deck = upload.json<DeckDetail>();
    expect(await waitForDeck(app, b.id, deck.id)).toMatchObject({ status: 'ready', pagesDone: 2 });
    const seconds = (Date.now() - started) / 1000;
    console.info(`member B's 2-page deck behind A's 1,250 pages: ready in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(30);
    // A's decks are still being worked through, a slice at a time.
    const aDecks = await app.app.db
      .select({ status: decks.status })
      .from(decks)
      .where(eq(decks.ownerId, a.id));
    expect(aDecks.filter((row) => row.status === 'queued' || row.status === 'processing')).toHaveLength(5);
    // A reads what is rendered so far.
    const own = (await app.app.inject({ url: '/api/decks/mine', headers: { cookie: a.cookie } })).json<{
      items: { id: string; pagesDone: number }[];
    }>();
    const begun = own.items.find((item) => item.pagesDone >= 1);
    const partial = (
      await app.app.inject({ url: `/api/decks/${begun?.id}`, headers: { cookie: a.cookie } })
    ).json<DeckDetail>();
    expect(partial.status).toBe('processing');
    expect(partial.pages.length).toBeGreaterThanOrEqual(1);
    expect(partial.pages.map((page) => page.number)).toEqual(partial.pages.map((_, index) => index + 1));
  }, 180_000);
});
