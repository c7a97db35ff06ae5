import type { DeckDetail, DeckList, OwnDeck, SlideOverview } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { multipart, pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';

describe('uploading a deck', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'uploader1');
    const response = await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(4), name: 'ecg.pdf' });
    expect(response.statusCode).toBe(201);
    deck = response.json<DeckDetail>();
  });
  afterAll(() => t.close());

  it('is acknowledged as queued with its metadata', () => {
    expect(deck).toMatchObject({
      title: 'ECG basics',
      slug: 'ecg-basics',
      status: 'queued',
      category: { slug: 'medicine' },
      subCategory: { slug: 'cardiology' },
      tags: ['ecg', 'heart'],
      allowDownload: true,
      viewer: { isOwner: true, liked: false },
      pages: [],
    });
  });

  it('is processed to ready: every page rendered with its text', async () => {
    const progress = await waitForDeck(t, owner.id, deck.id);
    expect(progress).toMatchObject({ status: 'ready', pageCount: 4, pagesDone: 4, failureReason: null });
    const detail = (await t.app.inject({ url: `/api/decks/${deck.id}` })).json<DeckDetail>();
    expect(detail.pages.map((page) => page.number)).toEqual([1, 2, 3, 4]);
    expect(detail.pages[0]).toMatchObject({ width: 1200, height: 675 });
    expect(detail.thumbnail).toMatch(/^\/files\/decks\/.+\/v1\/pages\/1-thumb\.webp$/);
    const image = await t.app.inject({ url: detail.pages[2]?.large ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('appears in its sub-category, its category overview and the owner’s list', async () => {
    const list = (
      await t.app.inject({ url: '/api/decks?category=medicine&subCategory=cardiology' })
    ).json<DeckList>();
    expect(list.items.map((item) => item.id)).toEqual([deck.id]);
    const overview = (
      await t.app.inject({ url: '/api/slides/overview?subjects=clinical-science' })
    ).json<SlideOverview>();
    expect(overview.categories).toEqual([expect.objectContaining({ slug: 'medicine', total: 1 })]);
    const otherSubject = (
      await t.app.inject({ url: '/api/slides/overview?subjects=dental' })
    ).json<SlideOverview>();
    expect(otherSubject.categories).toEqual([]);
    const mine = (await t.app.inject({ url: '/api/decks/mine', headers: { cookie: owner.cookie } })).json<{
      items: OwnDeck[];
    }>();
    expect(mine.items).toEqual([
      expect.objectContaining({ id: deck.id, status: 'ready', views: 0, likes: 0 }),
    ]);
  });

  it('offers the original for download when allowed', async () => {
    const response = await t.app.inject({ url: `/api/decks/${deck.id}/original` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ecg-basics.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  // The job a new file queues wakes this process's worker at once; the answer was once the deck
  // read again after that, "processing" about every other time.
  it('answers each new file with the deck as that change left it: queued, no pages yet', async () => {
    const answers: Partial<DeckDetail>[] = [];
    for (const round of [1, 2, 3, 4, 5, 6]) {
      const body = await multipart({}, { bytes: await pdfDeck(1), name: `new-${round}.pdf` });
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/decks/${deck.id}/file`,
        headers: { ...body.headers, cookie: owner.cookie },
        payload: body.payload,
      });
      const { status, pagesDone, pages, originalName } = response.json<DeckDetail>();
      answers.push({ status, pagesDone, pages, originalName });
      expect(await waitForDeck(t, owner.id, deck.id)).toMatchObject({ status: 'ready' });
    }
    expect(answers).toEqual(
      [1, 2, 3, 4, 5, 6].map((round) => ({
        status: 'queued',
        pagesDone: 0,
        pages: [],
        originalName: `new-${round}.pdf`,
      })),
    );
  });
});
