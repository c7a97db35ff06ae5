import type { BookDetail } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { addBook, bookFields, bookPdf, waitForBook } from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';

describe('a book with a PDF', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let book: BookDetail;
  let pdfBytes: Uint8Array;

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await editorUser(t, 'bookeditor');
    pdfBytes = await bookPdf(2);
    book = await addBook(t, editor.cookie, bookFields, { pdf: { bytes: pdfBytes, name: 'physiology.pdf' } });
  });
  afterAll(() => t.close());

  it('is queued, hidden from visitors until processed', async () => {
    expect(book).toMatchObject({
      title: 'Textbook of Physiology',
      authors: ['A. Writer', 'B. Author'],
      isbn: '9780306406157',
      year: 2019,
      subject: { slug: 'basic-science', name: 'Basic Science' },
      category: { slug: 'physiology', name: 'Physiology' },
      hasPdf: false,
      pages: [],
      processing: { status: 'queued', failureReason: null },
    });
    const early = await t.app.inject({ url: `/api/books/${book.id}` });
    // Either still hidden, or already done on a fast machine.
    expect([200, 404]).toContain(early.statusCode);
  });

  it('is processed to ready: pages rendered with their text, cover made from page 1', async () => {
    const row = await waitForBook(t, book.id);
    expect(row).toMatchObject({ status: 'ready', failureReason: null, pagesDone: row.pageCount });
    expect(row.pageCount).toBeGreaterThanOrEqual(3);
    const detail = (await t.app.inject({ url: `/api/books/${book.id}` })).json<BookDetail>();
    expect(detail).toMatchObject({
      hasPdf: true,
      processing: null,
      downloadUrl: `/api/books/${book.id}/download`,
    });
    expect(detail.pages.map((page) => page.number)).toEqual(
      Array.from({ length: row.pageCount }, (_, index) => index + 1),
    );
    expect(detail.cover?.url).toBe(`/files/books/${book.id}/v1/cover.webp`);
    // A5 page 1 rendered and fitted inside the 480×720 cover box.
    expect(detail.cover).toMatchObject({ width: 480, height: 680 });
    const cover = await t.app.inject({ url: detail.cover?.url ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: detail.pages[1]?.small ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const texts = await t.app.db.query.bookPages.findMany({
      where: (pages, { eq }) => eq(pages.bookId, book.id),
    });
    expect(texts.map((p) => p.text).join(' ')).toContain('Physiology paragraph of chapter 2');
  });

  it('downloads as an attachment, whole or by byte range', async () => {
    const whole = await t.app.inject({ url: `/api/books/${book.id}/download` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toBe('attachment; filename="textbook-of-physiology.pdf"');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(Buffer.from(pdfBytes))).toBe(true);
    const part = await t.app.inject({
      url: `/api/books/${book.id}/download`,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${pdfBytes.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(Buffer.from(pdfBytes).subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({
      url: `/api/books/${book.id}/download`,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(Buffer.from(pdfBytes).subarray(-10))).toBe(true);
    const beyond = await t.app.inject({
      url: `/api/books/${book.id}/download`,
      headers: { range: `bytes=${pdfBytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdfBytes.length}`);
    const stale = await t.app.inject({
      url: `/api/books/${book.id}/download`,
      headers: { range: 'bytes=0-9', 'if-range': '"an-older-file"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('never serves the PDF itself as a file', async () => {
    const response = await t.app.inject({ url: `/files/books/${book.id}/v1/original.pdf` });
    expect(response.statusCode).toBe(404);
  });
});
