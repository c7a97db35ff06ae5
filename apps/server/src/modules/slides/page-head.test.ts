import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeckDetail } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, validFields, waitForDeck } from '../../../test/decks.ts';
import { decks } from '../../db/schema/index.ts';

describe('the served head of a deck page', () => {
  let t: TestApp;
  let webRoot: string;
  let deck: DeckDetail;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    // The real shell's head, so the tags it carries are the ones replaced.
    await writeFile(
      path.join(webRoot, 'index.html'),
      await readFile(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8'),
    );
    t = await buildTestApp({ webRoot });
    const owner = await signedInUser(t, 'headowner');
    const created = await uploadDeck(
      t,
      owner.cookie,
      { bytes: await pdfDeck(2), name: 'a.pdf' },
      { ...validFields, title: 'ECG </title><script>alert(1)</script> $& "quotes"' },
    );
    deck = created.json<DeckDetail>();
    await waitForDeck(t, owner.id, deck.id);
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const canonical = () => `/slidedetails/${deck.id}/medicine/cardiology`;

  it('carries the title, description, preview image, preload and structured data', async () => {
    const response = await t.app.inject(canonical());
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>ECG &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38; &#34;quotes&#34; | MedShelf</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('content="2-page slide deck on Cardiology (Medicine)');
    expect(html).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/previews/decks/${deck.id}/v1/pages/1-large.jpg"`,
    );
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}${canonical()}" />`);
    expect(html).toContain(
      `<link rel="preload" as="image" href="/files/decks/${deck.id}/v1/pages/1-large.webp"`,
    );
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(jsonLd).not.toContain('</');
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'PresentationDigitalDocument', numberOfPages: 2 });
  });

  it('redirects a wrong or old topic in the URL to the canonical one', async () => {
    const response = await t.app.inject(`/slidedetails/${deck.id}/surgery/old-topic?page=2`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${canonical()}?page=2`);
  });

  it('answers 404 (with the app shell) for a deck that does not exist', async () => {
    const response = await t.app.inject('/slidedetails/nosuchdeck/medicine/cardiology');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves an unfinished deck’s page to its owner only', async () => {
    const owner = await signedInUser(t, 'headowner2');
    const created = await uploadDeck(t, owner.cookie, { bytes: await pdfDeck(1), name: 'b.pdf' });
    const id = created.json<DeckDetail>().id;
    await waitForDeck(t, owner.id, id);
    await t.app.db.update(decks).set({ status: 'processing' }).where(eq(decks.id, id));
    const url = `/slidedetails/${id}/medicine/cardiology`;
    const mine = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('rel="canonical"');
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });
});
