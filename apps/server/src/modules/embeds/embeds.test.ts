import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DeckDetail, embedPath, oembedSchema } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { readyDeck } from '../../../test/playlists.ts';
import { decks } from '../../db/schema/index.ts';

const shell = '<!doctype html><html><head><title>MedShelf</title></head><body></body></html>';

describe('embeds and oEmbed', () => {
  let t: TestApp;
  let webRoot: string;
  let deck: DeckDetail;
  let hidden: DeckDetail;
  const oembed = (query: string) => t.app.inject({ url: `/api/oembed?${query}` });
  const pageUrl = (d: DeckDetail) =>
    `${t.config.publicUrl}/slidedetails/${d.id}/${d.category.slug}/${d.subCategory.slug}`;

  beforeAll(async () => {
    // A stand-in for the built web app: the app shell and the player page.
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-embed-web-'));
    await writeFile(path.join(webRoot, 'index.html'), shell);
    await writeFile(
      path.join(webRoot, 'embed.html'),
      shell.replace('<body>', '<body><main id="player"></main>'),
    );
    t = await buildTestApp({ webRoot });
    const owner = await signedInUser(t, 'embed_owner');
    deck = await readyDeck(t, owner, 'Embedded <ECG> & "leads"', 2);
    hidden = await readyDeck(t, owner, 'Taken down', 1);
    await t.app.db.update(decks).set({ status: 'removed' }).where(eq(decks.id, hidden.id));
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers oEmbed for a deck page with the player in an iframe, as its schema says', async () => {
    const response = await oembed(`url=${encodeURIComponent(pageUrl(deck))}&format=json`);
    expect(response.statusCode).toBe(200);
    const answer = oembedSchema.parse(response.json());
    expect(answer).toMatchObject({ type: 'rich', version: '1.0', provider_name: 'MedShelf', width: 640 });
    expect(answer.html).toContain(`src="${t.config.publicUrl}${embedPath(deck.id)}"`);
    expect(answer.html).toContain('title="Embedded &lt;ECG&gt; &amp; &quot;leads&quot;"');
    expect(answer.html).toContain(`width="640" height="${answer.height}"`);
    const narrow = oembedSchema.parse(
      (await oembed(`url=${encodeURIComponent(pageUrl(deck))}&maxwidth=320&maxheight=200`)).json(),
    );
    expect(narrow.width).toBeLessThanOrEqual(320);
    expect(narrow.height).toBeLessThanOrEqual(200);
    // The player's own address names the deck too.
    const fromPlayer = await oembed(
      `url=${encodeURIComponent(`${t.config.publicUrl}${embedPath(deck.id)}`)}`,
    );
    expect(fromPlayer.statusCode).toBe(200);
  });

  it('knows no other site, no hidden deck and no other format', async () => {
    const elsewhere = pageUrl(deck).replace(t.config.publicUrl, 'https://elsewhere.example');
    expect((await oembed(`url=${encodeURIComponent(elsewhere)}`)).statusCode).toBe(404);
    expect((await oembed(`url=${encodeURIComponent(pageUrl(hidden))}`)).statusCode).toBe(404);
    expect((await oembed('url=not%20a%20url')).statusCode).toBe(404);
    expect((await oembed(`url=${encodeURIComponent(pageUrl(deck))}&format=xml`)).statusCode).toBe(501);
  });

  it('serves the player with the deck inside, framable by any site', async () => {
    const response = await t.app.inject({ url: embedPath(deck.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const data = response.body.match(/<script id="embed-deck" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ id: deck.id, pages: [{ number: 1 }, { number: 2 }] });
    expect(response.body).not.toContain('<ECG>');
  });

  it('shows only a short notice for a deck nobody may see, and nothing of it', async () => {
    for (const id of [hidden.id, 'no-such-deck']) {
      const response = await t.app.inject({ url: embedPath(id) });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This deck is not available.');
      expect(response.body).not.toContain('Taken down');
      expect(response.body).not.toContain('embed-deck');
    }
  });

  it('lets no other page be framed, and names the oEmbed answer in the deck page', async () => {
    const page = await t.app.inject({ url: new URL(pageUrl(deck)).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const link = page.body.match(
      /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/,
    )?.[1];
    expect(link?.replaceAll('&#38;', '&')).toBe(
      `${t.config.publicUrl}/api/oembed?url=${encodeURIComponent(pageUrl(deck))}&format=json`,
    );
    const api = await t.app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
