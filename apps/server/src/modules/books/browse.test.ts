import type { BookDetail, BookList } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { books } from '../../db/schema/index.ts';
import { validateBook } from './book-input.ts';
import { createBook } from './book-service.ts';
import { booksContext } from './context.ts';

const seeds = [
  { title: 'Gray’s Anatomy for Students', subject: 'basic-science', category: 'anatomy', year: 2019 },
  { title: 'Anatomy Atlas', subject: 'basic-science', category: 'anatomy', year: 2015 },
  { title: 'Medical Physiology', subject: 'basic-science', category: 'physiology', year: 2020 },
  { title: 'Clinical Medicine', subject: 'clinical-science', category: 'medicine', year: 2018 },
  { title: 'Dental Anatomy', subject: 'dental', category: 'oral-anatomy', year: 2017 },
  { title: 'Fundamentals of Nursing', subject: 'nursing', category: null, year: 2021 },
];

describe('browsing books', () => {
  let t: TestApp;
  const ids = new Map<string, string>();
  let failedId: string;

  const list = async (query: string) => (await t.app.inject({ url: `/api/books${query}` })).json<BookList>();
  const titles = (page: BookList) => page.items.map((item) => item.title);

  beforeAll(async () => {
    t = await buildTestApp();
    const ctx = booksContext(t.app);
    for (const seed of seeds) {
      const valid = await validateBook(t.app.db, {
        ...seed,
        authors: ['Some Author'],
        externalUrl: `https://books.example.org/${encodeURIComponent(seed.title)}`,
      });
      ids.set(seed.title, (await createBook(ctx, null, valid, {})).id);
    }
    const failed = await createBook(
      ctx,
      null,
      await validateBook(t.app.db, {
        title: 'Broken Upload',
        subject: 'dental',
        externalUrl: 'https://x.example',
      }),
      {},
    );
    failedId = failed.id;
    await t.app.db
      .update(books)
      .set({ status: 'failed', failureReason: 'damaged' })
      .where(eq(books.id, failedId));
  });
  afterAll(() => t.close());

  it('lists every public book on "all", newest first, paged', async () => {
    const first = await list('?pageSize=4');
    expect(first).toMatchObject({ page: 1, pageSize: 4, total: 6 });
    expect(titles(first)).toEqual([
      'Fundamentals of Nursing',
      'Dental Anatomy',
      'Clinical Medicine',
      'Medical Physiology',
    ]);
    const second = await list('?pageSize=4&page=2');
    expect(titles(second)).toEqual(['Anatomy Atlas', 'Gray’s Anatomy for Students']);
    expect(second.items[0]).toMatchObject({
      subject: { slug: 'basic-science', name: 'Basic Science' },
      category: { slug: 'anatomy', name: 'Anatomy' },
      hasPdf: false,
      cover: null,
      externalUrl: expect.stringContaining('books.example.org'),
    });
  });

  it('filters by a subject tab, by the visitor’s subjects on "all", and by category; sorts by title', async () => {
    expect(titles(await list('?subject=dental'))).toEqual(['Dental Anatomy']);
    expect(titles(await list('?subject=all&subjects=dental,nursing'))).toEqual([
      'Fundamentals of Nursing',
      'Dental Anatomy',
    ]);
    expect(titles(await list('?subject=basic-science&category=anatomy&sort=title'))).toEqual([
      'Anatomy Atlas',
      'Gray’s Anatomy for Students',
    ]);
    expect(await list('?subject=astrology')).toMatchObject({ items: [], total: 0 });
    expect((await t.app.inject({ url: '/api/books?pageSize=500' })).statusCode).toBe(400);
  });

  it('shows a book with every field; hides a failed one from visitors', async () => {
    const response = await t.app.inject({ url: `/api/books/${ids.get('Medical Physiology')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<BookDetail>()).toMatchObject({
      title: 'Medical Physiology',
      slug: 'medical-physiology',
      authors: ['Some Author'],
      year: 2020,
      edition: '',
      publisher: '',
      isbn: null,
      description: '',
      pages: [],
      downloadUrl: null,
      fileSize: 0,
      processing: null,
    });
    expect((await t.app.inject({ url: `/api/books/${failedId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/books/nosuchbook' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/books/${failedId}/download` })).statusCode).toBe(404);
  });

  it('relates books of the same category first, then of the same subject', async () => {
    const response = await t.app.inject({ url: `/api/books/${ids.get('Anatomy Atlas')}/related` });
    expect(response.json<{ items: { title: string }[] }>().items.map((item) => item.title)).toEqual([
      'Gray’s Anatomy for Students',
      'Medical Physiology',
    ]);
  });
});
