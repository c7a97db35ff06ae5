import type { BookDetail, EditorBookList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import {
  addBook,
  bookFields,
  bookPdf,
  coverImage,
  renamedExecutable,
  sendForm,
  waitForBook,
} from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';

const linkOnly = {
  title: 'Clinical Examination',
  subject: 'Clinical Science',
  category: 'Medicine',
  externalUrl: 'https://books.example.org/clinical-examination',
};

describe('the editor’s book endpoints', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let student: Awaited<ReturnType<typeof signedInUser>>;
  let bookId: string;

  const json = (method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Each editor endpoint, called the way the editor screen calls it. */
  const endpoints = {
    'GET /api/editor/books': (cookie?: string) => json('GET', '/api/editor/books', cookie),
    'POST /api/editor/books': (cookie?: string) => sendForm(t, 'POST', '/api/editor/books', cookie, linkOnly),
    'PATCH /api/editor/books/:id': (cookie?: string) =>
      json('PATCH', `/api/editor/books/${bookId}`, cookie, { edition: '3rd' }),
    'PUT /api/editor/books/:id/pdf': async (cookie?: string) =>
      sendForm(
        t,
        'PUT',
        `/api/editor/books/${bookId}/pdf`,
        cookie,
        {},
        { pdf: { bytes: await bookPdf(1), name: 'b.pdf' } },
      ),
    'PUT /api/editor/books/:id/cover': async (cookie?: string) =>
      sendForm(
        t,
        'PUT',
        `/api/editor/books/${bookId}/cover`,
        cookie,
        {},
        {
          cover: { bytes: await coverImage('jpeg'), name: 'c.jpg' },
        },
      ),
    'DELETE /api/editor/books/:id': (cookie?: string) =>
      json('DELETE', `/api/editor/books/${bookId}`, cookie),
  };

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await editorUser(t, 'libraryeditor');
    student = await signedInUser(t, 'plainstudent');
    bookId = (await addBook(t, editor.cookie, linkOnly)).id;
  });
  afterAll(() => t.close());

  it.each(Object.keys(endpoints) as (keyof typeof endpoints)[])(
    '%s: 401 signed out, 403 for a non-editor',
    async (name) => {
      const anonymous = await endpoints[name]();
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await endpoints[name](student.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.message).toBe('Only editors can do this.');
    },
  );

  it('leaves the book untouched after those attempts', async () => {
    const book = (await json('GET', `/api/books/${bookId}`)).json<BookDetail>();
    expect(book).toMatchObject({ title: 'Clinical Examination', edition: '', cover: null, hasPdf: false });
  });

  it('lets an editor do each of them', async () => {
    const list = await endpoints['GET /api/editor/books'](editor.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<EditorBookList>().items).toEqual([
      expect.objectContaining({ id: bookId, processing: expect.objectContaining({ status: 'none' }) }),
    ]);
    const created = await sendForm(t, 'POST', '/api/editor/books', editor.cookie, {
      ...linkOnly,
      title: 'Another one',
    });
    expect(created.statusCode).toBe(201);
    const patched = await endpoints['PATCH /api/editor/books/:id'](editor.cookie);
    expect(patched.json<BookDetail>()).toMatchObject({ edition: '3rd', title: 'Clinical Examination' });
    const cover = await endpoints['PUT /api/editor/books/:id/cover'](editor.cookie);
    expect(cover.statusCode).toBe(200);
    const coverUrl = cover.json<BookDetail>().cover?.url ?? '';
    expect(coverUrl).toMatch(new RegExp(`^/files/books/${bookId}/cover-[A-Za-z0-9]+\\.webp$`));
    expect(cover.json<BookDetail>().cover).toMatchObject({ width: 300, height: 450 });
    const pdf = await endpoints['PUT /api/editor/books/:id/pdf'](editor.cookie);
    expect(pdf.json<BookDetail>().processing).toMatchObject({ status: 'queued' });
    expect(await waitForBook(t, bookId)).toMatchObject({ status: 'ready', fileVersion: 1 });
    const ready = (await json('GET', `/api/books/${bookId}`)).json<BookDetail>();
    // An editor's cover is kept: page 1 is not made into one.
    expect(ready.cover?.url).toBe(coverUrl);
    expect((await t.app.inject({ url: ready.pages[0]?.large ?? '' })).statusCode).toBe(200);
    const deleted = await endpoints['DELETE /api/editor/books/:id'](editor.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await json('GET', `/api/books/${bookId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: coverUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: ready.pages[0]?.large ?? '' })).statusCode).toBe(404);
    expect((await endpoints['DELETE /api/editor/books/:id'](editor.cookie)).statusCode).toBe(404);
  });

  it('refuses bad details and files with clear messages, storing nothing', async () => {
    const refuse = async (fields: Record<string, string>, files = {}) => {
      const response = await sendForm(t, 'POST', '/api/editor/books', editor.cookie, fields, files);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      return response.json<{ error: { message: string } }>().error.message;
    };
    expect(await refuse({ ...linkOnly, isbn: '978-0-306-40615-8' })).toBe(
      'ISBN 978-0-306-40615-8 has a wrong check digit',
    );
    expect(await refuse({ ...linkOnly, year: '1200' })).toMatch(/^Year must be between 1450 and \d{4}$/);
    expect(await refuse({ ...linkOnly, externalUrl: 'javascript:alert(1)' })).toBe(
      'External link must be a link starting with http:// or https://',
    );
    expect(await refuse({ ...linkOnly, subject: 'Astrology' })).toBe(
      'Subject "Astrology" is not one of Basic Science, Clinical Science, Dental, Nursing',
    );
    expect(await refuse({ ...linkOnly, category: 'Orthodontics' })).toBe(
      'Category "Orthodontics" is not a category of Clinical Science',
    );
    expect(await refuse({ title: 'No file, no link', subject: 'dental' })).toBe(
      'Give the book a PDF file or an external link (or both)',
    );
    expect(await refuse(bookFields, { pdf: { bytes: renamedExecutable(), name: 'book.pdf' } })).toBe(
      'This file is not a PDF. Please upload the book as a PDF.',
    );
    expect(
      await refuse(linkOnly, {
        cover: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'c.png' },
      }),
    ).toBe('The cover must be a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(
      await refuse(linkOnly, { cover: { bytes: Buffer.alloc(10 * 1024 * 1024 + 1), name: 'huge.png' } }),
    ).toBe('This cover image is larger than 10 MB. Please choose a smaller image.');
    const list = (await json('GET', '/api/editor/books', editor.cookie)).json<EditorBookList>();
    expect(list.items.map((item) => item.title)).toEqual(['Another one']);
  });

  it('refuses a second book with the same ISBN, in either form', async () => {
    const first = await sendForm(t, 'POST', '/api/editor/books', editor.cookie, {
      ...linkOnly,
      isbn: '0-306-40615-2',
    });
    expect(first.json<BookDetail>().isbn).toBe('9780306406157');
    const second = await sendForm(t, 'POST', '/api/editor/books', editor.cookie, {
      ...linkOnly,
      title: 'Same book again',
      isbn: '978-0-306-40615-7',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      'A book with ISBN 9780306406157 is already in the library: "Clinical Examination"',
    );
  });
});
