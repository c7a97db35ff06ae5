import type { BookDetail } from '@medshelf/shared';
import sharp from 'sharp';
import { makeBookPdf } from '../../src/demo/books/book-pdf.ts';
import { findBook } from '../../src/modules/books/repository.ts';
import type { TestApp } from '../build.ts';

/** A book PDF: a title page, then `chapters` chapters whose text names `word`. */
export function bookPdf(chapters = 2, word = 'Physiology', title = `${word} for students`) {
  return makeBookPdf({
    title,
    authors: ['A. Writer', 'B. Author'],
    edition: '2nd edition',
    chapters: Array.from({ length: chapters }, (_, index) => ({
      heading: `Chapter ${index + 1}: ${word}`,
      paragraphs: [
        `${word} paragraph of chapter ${index + 1}, with enough words to wrap onto a second line.`,
      ],
    })),
  });
}

/** A small image in the given format, as an editor's cover upload would be. */
export function coverImage(format: 'png' | 'jpeg' = 'png', width = 300, height = 450) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** An ELF header followed by noise: a program someone renamed to .pdf. */
export const renamedExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);

export const bookFields = {
  title: 'Textbook of Physiology',
  authors: 'A. Writer; B. Author',
  edition: '2nd',
  year: '2019',
  publisher: 'Demo Press',
  isbn: '978-0-306-40615-7',
  subject: 'basic-science',
  category: 'physiology',
  description: 'Cells, blood, nerves and muscles.',
};

type Files = Partial<Record<'pdf' | 'cover', { bytes: Uint8Array; name: string }>>;

/** A multipart body as the editor screen sends it: fields first, then the files. */
export async function libraryForm(fields: Record<string, string>, files: Files = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, new Blob([file.bytes]), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export async function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: Files = {},
) {
  const body = await libraryForm(fields, files);
  return t.app.inject({
    method,
    url,
    headers: { ...body.headers, origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

export async function addBook(t: TestApp, cookie: string, fields: Record<string, string>, files: Files = {}) {
  const response = await sendForm(t, 'POST', '/api/editor/books', cookie, fields, files);
  if (response.statusCode !== 201) throw new Error(`adding a book failed: ${response.body}`);
  return response.json<BookDetail>();
}

/** Resolves once the book's processing has finished (ready or failed); polls the row. */
export async function waitForBook(t: TestApp, id: string, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const book = await findBook(t.app.db, id);
    if (book && (book.status === 'ready' || book.status === 'failed')) return book;
    if (Date.now() - started > timeoutMs) throw new Error(`book ${id} is still ${book?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
