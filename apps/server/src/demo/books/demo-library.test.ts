import type { BookList, JournalList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { waitForBook } from '../../../test/library/books.ts';
import { seedDemoLibrary } from './seed-demo-library.ts';

describe('the demo library', () => {
  let t: TestApp;
  let seeded: { books: number; journals: number };

  beforeAll(async () => {
    t = await buildTestApp();
    seeded = await seedDemoLibrary(t.app);
  });
  afterAll(() => t.close());

  it('adds books across the four subjects (some only links) and journals with covers', async () => {
    expect(seeded).toEqual({ books: 20, journals: 8 });
    const linkOnly = (await t.app.inject({ url: '/api/books?pageSize=48' })).json<BookList>();
    // Books with PDFs appear once processed; the link-only ones at once, with a cover.
    expect(linkOnly.items.length).toBeGreaterThanOrEqual(4);
    expect(linkOnly.items.filter((book) => book.externalUrl).every((book) => book.cover !== null)).toBe(true);
    for (const subject of ['basic-science', 'clinical-science', 'dental', 'nursing']) {
      const journals = (await t.app.inject({ url: `/api/journals?subject=${subject}` })).json<JournalList>();
      expect(journals.items).toHaveLength(2);
      expect(journals.items[0]?.cover).toMatchObject({ width: 300, height: 400 });
    }
  });

  it('processes the generated PDFs into readable pages with a cover from page 1', async () => {
    const [first] = await t.app.db.query.books.findMany({
      where: (books, { eq }) => eq(books.status, 'queued'),
      limit: 1,
    });
    const ready = await waitForBook(t, first?.id ?? '', 60_000);
    expect(ready).toMatchObject({ status: 'ready', coverKey: `books/${ready.id}/v1/cover.webp` });
    expect(ready.pageCount).toBeGreaterThan(3);
  });

  it('adds nothing when run again', async () => {
    expect(await seedDemoLibrary(t.app)).toEqual({ books: 0, journals: 0 });
  });
});
