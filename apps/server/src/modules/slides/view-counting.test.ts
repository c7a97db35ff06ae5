import type { DeckDetail } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, waitForDeck } from '../../../test/decks.ts';

const phone =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

describe('views are counted once per visitor per deck per day', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  const newDeck = async () => {
    const id = (
      await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(1), name: 'v.pdf' })
    ).json<DeckDetail>().id;
    await waitForDeck(t, owner.id, id);
    return id;
  };
  const view = (deckId: string, options: { ip?: string; agent?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/decks/${deckId}/views`,
      remoteAddress: options.ip ?? '10.20.0.1',
      headers: {
        origin: t.config.publicUrl,
        'user-agent': options.agent ?? phone,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
  // As a member reads it: always fresh (visitors get a copy up to a few seconds old).
  const views = async (deckId: string) =>
    (
      await t.app.inject({ url: `/api/decks/${deckId}`, headers: { cookie: owner.cookie } })
    ).json<DeckDetail>().views;

  beforeAll(async () => {
    t = await buildTestApp({ viewLimits: { perAddressPerDeckPerDay: 3 } });
    owner = await signedInUser(t, 'viewed_owner');
  });
  afterAll(() => t.close());

  it('counts a cookieless visitor once, however often it asks', async () => {
    const deckId = await newDeck();
    for (let n = 0; n < 30; n++) await view(deckId);
    expect(await views(deckId)).toBe(1);
  });

  it('counts the visitor once when it comes back with the cookie it was given', async () => {
    const deckId = await newDeck();
    const first = await view(deckId, { ip: '10.20.1.1' });
    const cookie = first.cookies.find((c) => c.name === 'medshelf_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await view(deckId, { ip: '10.20.1.2', cookie: `medshelf_visitor=${cookie?.value}` });
    expect(await views(deckId)).toBe(1);
  });

  it('counts at most a few visitors a day from one address, whatever cookies they make up', async () => {
    const deckId = await newDeck();
    for (let n = 0; n < 10; n++) {
      await view(deckId, { ip: '10.20.2.1', cookie: `medshelf_visitor=madeup${String(n).padStart(8, '0')}` });
      await view(deckId, { ip: '10.20.2.1', agent: `${phone} variant ${n}` });
    }
    expect(await views(deckId)).toBe(3);
    await view(deckId, { ip: '10.20.2.2' });
    expect(await views(deckId)).toBe(4);
  });

  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    'python-requests/2.31',
    '',
  ])('does not count a known bot: %j', async (agent) => {
    const deckId = await newDeck();
    const response = await view(deckId, { agent, ip: '10.20.3.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ views: 0 });
  });
});
