import { type DeckDetail, type ReportedDeckList, requestMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { editorCall } from '../../../test/reports.ts';

describe('reports are limited per reporter and per deck', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let editor: Awaited<ReturnType<typeof editorUser>>;

  const newDeck = async () => {
    const id = (
      await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(1), name: 'r.pdf' })
    ).json<DeckDetail>().id;
    await waitForDeck(t, owner.id, id);
    return id;
  };
  const report = (deckId: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/decks/${deckId}/reports`,
      remoteAddress: ip,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      payload: { reason: 'spam' },
    });
  const openReports = async (deckId: string) => {
    const list = (
      await editorCall(t, 'GET', '/api/editor/reports?pageSize=50', editor.cookie)
    ).json<ReportedDeckList>();
    return list.items.find((item) => item.deck.id === deckId)?.openReports ?? 0;
  };

  beforeAll(async () => {
    t = await buildTestApp({ reportLimits: { perReporterPerHour: 3, perDeckPerDay: 5 } });
    owner = await signedInUser(t, 'reported_owner');
    editor = await editorUser(t, 'report_editor');
  });
  afterAll(() => t.close());

  it('limits an anonymous reporter by address', async () => {
    const decks = [await newDeck(), await newDeck()];
    for (let n = 0; n < 3; n++) expect((await report(decks[n % 2] ?? '', '10.30.0.1')).statusCode).toBe(201);
    const limited = await report(decks[1] ?? '', '10.30.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { code: 'rate_limited', message: requestMessages.tooManyReports },
    });
    expect((await report(decks[1] ?? '', '10.30.0.2')).statusCode).toBe(201);
  });

  it('limits a signed-in reporter wherever they report from', async () => {
    const reporter = await signedInUser(t, 'eager_reporter');
    const deckId = await newDeck();
    for (let n = 1; n <= 3; n++)
      expect((await report(deckId, `10.31.0.${n}`, reporter.cookie)).statusCode).toBe(201);
    expect((await report(deckId, '10.31.0.9', reporter.cookie)).statusCode).toBe(429);
  });

  it('keeps a deck’s reports to a few a day, however many reporters', async () => {
    const deckId = await newDeck();
    for (let n = 1; n <= 8; n++) expect((await report(deckId, `10.32.0.${n}`)).statusCode).toBe(201);
    expect(await openReports(deckId)).toBe(5);
  });
});
