import { rm } from 'node:fs/promises';
import type { BookDetail, DeckDetail } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { multipart, pdfDeck, uploadDeck, validFields, waitForDeck } from '../../../test/decks.ts';
import {
  addBook,
  bookFields,
  bookPdf,
  coverImage,
  sendForm,
  waitForBook,
} from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { shellWebRoot } from '../../../test/library/web-root.ts';
import { call, createLevel, readyDeck } from '../../../test/playlists.ts';
import { editorCall } from '../../../test/reports.ts';
import { decks } from '../../db/schema/index.ts';

/** og:image and its size and type, as a messenger reads them from the served page. */
function previewOf(html: string) {
  const meta = (property: string) =>
    html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1] ?? null;
  return {
    url: meta('og:image'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    type: meta('og:image:type'),
  };
}

describe('link-preview images', () => {
  let t: TestApp;
  let webRoot: string;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let deck: DeckDetail;

  const get = (url: string) => t.app.inject({ url });
  /** The path of the preview a page names (its URL is absolute). */
  const previewPathOf = async (page: string) => {
    const response = await get(page);
    expect(response.statusCode).toBe(200);
    const preview = previewOf(response.body);
    expect(preview).toMatchObject({ width: '1200', height: '630', type: 'image/jpeg' });
    expect(preview.url?.startsWith(`${t.config.publicUrl}/previews/`)).toBe(true);
    return (preview.url ?? '').slice(t.config.publicUrl.length);
  };
  const previewsMade = async () => {
    const metrics = await get('/metrics');
    const line = metrics.body.match(/^medshelf_link_previews_made_total (\d+)$/m);
    return Number(line?.[1]);
  };
  const expectJpegPreview = async (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  };

  beforeAll(async () => {
    webRoot = await shellWebRoot();
    t = await buildTestApp({ webRoot });
    owner = await signedInUser(t, 'previewowner');
    editor = await editorUser(t, 'previeweditor');
    deck = await readyDeck(t, owner, 'Heart sounds');
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('gives a deck page a 1200×630 JPEG of its first page, encoded once and then kept', async () => {
    const preview = await previewPathOf(`/slidedetails/${deck.id}/medicine/cardiology`);
    expect(preview).toBe(`/previews/decks/${deck.id}/v1/pages/1-large.jpg`);
    const before = await previewsMade();

    const first = await get(preview);
    await expectJpegPreview(first);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await get(preview);
    await expectJpegPreview(again);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await previewsMade()).toBe(before + 1);
  });

  it('encodes once when several crawlers ask for a new preview at the same time', async () => {
    const other = await readyDeck(t, owner, 'Murmurs');
    const preview = `/previews/decks/${other.id}/v1/pages/1-large.jpg`;
    const before = await previewsMade();
    const answers = await Promise.all([get(preview), get(preview), get(preview)]);
    for (const answer of answers) await expectJpegPreview(answer);
    expect(await previewsMade()).toBe(before + 1);
  });

  it('answers 404 for an unfinished deck, a replaced version, or a key that names no preview', async () => {
    const unfinished = await uploadDeck(
      t,
      owner.cookie,
      { bytes: await pdfDeck(1), name: 'u.pdf' },
      { ...validFields, title: 'Unfinished' },
    );
    const unfinishedId = unfinished.json<DeckDetail>().id;
    await waitForDeck(t, owner.id, unfinishedId);
    await t.app.db.update(decks).set({ status: 'processing' }).where(eq(decks.id, unfinishedId));
    const replaced = await uploadDeck(
      t,
      owner.cookie,
      { bytes: await pdfDeck(2), name: 'r.pdf' },
      { ...validFields, title: 'Replaced' },
    );
    const replacedId = replaced.json<DeckDetail>().id;
    await waitForDeck(t, owner.id, replacedId);
    expect((await get(`/previews/decks/${replacedId}/v1/pages/1-large.jpg`)).statusCode).toBe(200);
    const body = await multipart({}, { bytes: await pdfDeck(3), name: 'r2.pdf' });
    const replacing = await t.app.inject({
      method: 'PUT',
      url: `/api/decks/${replacedId}/file`,
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
    expect(replacing.statusCode).toBe(200);
    await waitForDeck(t, owner.id, replacedId);

    // The replaced file has a new preview; the old one is gone with its version.
    expect((await get(`/previews/decks/${replacedId}/v1/pages/1-large.jpg`)).statusCode).toBe(404);
    await expectJpegPreview(await get(`/previews/decks/${replacedId}/v2/pages/1-large.jpg`));
    expect(await previewPathOf(`/slidedetails/${replacedId}/medicine/cardiology`)).toBe(
      `/previews/decks/${replacedId}/v2/pages/1-large.jpg`,
    );
    for (const path of [
      `/previews/decks/${unfinishedId}/v1/pages/1-large.jpg`,
      `/previews/decks/nosuchdeck/v1/pages/1-large.jpg`,
      `/previews/decks/${deck.id}/v1/pages/2-large.jpg`,
      `/previews/decks/${deck.id}/v1/pages/1-large.webp`,
      `/previews/decks/${deck.id}/v1/original`,
      `/previews/../decks/${deck.id}/v1/pages/1-large.jpg`,
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });

  it('stops serving a deck’s preview once the editors take it down', async () => {
    const doomed = await readyDeck(t, owner, 'Copied slides');
    const preview = `/previews/decks/${doomed.id}/v1/pages/1-large.jpg`;
    await expectJpegPreview(await get(preview));
    const takeDown = await editorCall(
      t,
      'POST',
      `/api/editor/reports/${doomed.id}/take-down`,
      editor.cookie,
      {
        note: 'Copied from a textbook.',
      },
    );
    expect(takeDown.statusCode).toBe(200);
    expect((await get(preview)).statusCode).toBe(404);
  });

  it('gives a book its cover as a JPEG preview, and a new one when the cover is replaced', async () => {
    const book: BookDetail = await addBook(t, editor.cookie, bookFields, {
      pdf: { bytes: await bookPdf(1), name: 'b.pdf' },
    });
    await waitForBook(t, book.id);
    const made = await previewPathOf(`/bookdetails/${book.id}`);
    expect(made).toBe(`/previews/books/${book.id}/v1/cover.jpg`);
    await expectJpegPreview(await get(made));

    const replaced = await sendForm(
      t,
      'PUT',
      `/api/editor/books/${book.id}/cover`,
      editor.cookie,
      {},
      {
        cover: { bytes: await coverImage('png'), name: 'c.png' },
      },
    );
    expect(replaced.statusCode).toBe(200);
    const given = await previewPathOf(`/bookdetails/${book.id}`);
    expect(given).toMatch(new RegExp(`^/previews/books/${book.id}/cover-\\w+\\.jpg$`));
    await expectJpegPreview(await get(given));
    expect((await get(made)).statusCode).toBe(404);
  });

  it('gives a journal its cover as a JPEG preview', async () => {
    const created = await sendForm(
      t,
      'POST',
      '/api/editor/journals',
      editor.cookie,
      { name: 'Preview Journal', slug: 'preview-journal', subject: 'dental' },
      { cover: { bytes: await coverImage('jpeg'), name: 'c.jpg' } },
    );
    expect(created.statusCode).toBe(201);
    const preview = await previewPathOf('/journaldetails?journal=preview-journal');
    expect(preview).toMatch(/^\/previews\/journals\/\w+\/cover-\w+\.jpg$/);
    await expectJpegPreview(await get(preview));
  });

  it('gives a public playlist the preview of its first deck', async () => {
    const level = await createLevel(t, owner.cookie, 'Cardiology revision', null, true);
    const added = await call(t, 'PUT', `/api/playlists/${level.id}/items/${deck.id}`, owner.cookie);
    expect(added.statusCode).toBe(200);
    expect(await previewPathOf(`/viewplaylist/previewowner/${level.path.join('/')}`)).toBe(
      `/previews/decks/${deck.id}/v1/pages/1-large.jpg`,
    );
  });
});
