/**
 * Books and journals for the library specs, added through the editor API as the e2e editor
 * (serve.ts seeds that account and grants it the role with `npm run admin -- grant-editor`;
 * tests/editor-support.ts signs it in once per worker and gives an `editorRequest`).
 */
import type { BookDetail, JournalDetail } from '@medshelf/shared';
import type { APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from './fixtures.ts';

/** A portrait book PDF with `pageCount` pages, each saying which chapter it is. */
export async function makeBookPdf(title: string, pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pageCount; number += 1) {
    const page = pdf.addPage([420, 595]);
    page.drawText(title, { x: 40, y: 520, size: 18, font, maxWidth: 340 });
    page.drawText(`Chapter ${number}: cells, tissues and organs`, { x: 40, y: 440, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}

/** A title no other test uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A valid ISBN-13 no other test uses (the library refuses a second book with the same one). */
export function uniqueIsbn(): string {
  const first12 = `978${String(Date.now() % 1e6).padStart(6, '0')}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/**
 * Adds a book as the editor of `editor` (fields as the editor API takes them) and, when it has
 * a PDF, waits until its pages are rendered and it is public.
 */
export async function addBook(
  editor: APIRequestContext,
  baseURL: string | undefined,
  fields: Record<string, string>,
  pdf?: Buffer,
): Promise<BookDetail> {
  const response = await editor.post('/api/editor/books', {
    headers: { origin: baseURL ?? '' },
    // Text fields first, then the file: the server reads them in this order.
    multipart: pdf
      ? { ...fields, pdf: { name: 'book.pdf', mimeType: 'application/pdf', buffer: pdf } }
      : fields,
  });
  expect(response.status(), await response.text()).toBe(201);
  const book = (await response.json()) as BookDetail;
  if (!pdf) return book;
  const detail = async () => (await (await editor.get(`/api/books/${book.id}`)).json()) as BookDetail;
  await expect
    .poll(async () => (await detail()).processing?.status, { timeout: 60_000, intervals: [250, 500, 1_000] })
    .toBe('ready');
  return detail();
}

export async function addJournal(
  editor: APIRequestContext,
  baseURL: string | undefined,
  fields: Record<string, string>,
): Promise<JournalDetail> {
  const response = await editor.post('/api/editor/journals', {
    headers: { origin: baseURL ?? '' },
    multipart: fields,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as JournalDetail;
}
