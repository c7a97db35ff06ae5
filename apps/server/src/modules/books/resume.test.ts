import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { bookPdf } from '../../../test/library/books.ts';
import { bookPages, books } from '../../db/schema/index.ts';
import { checkPdf } from '../../documents/pdf-document.ts';
import { validateBook } from './book-input.ts';
import { createBook } from './book-service.ts';
import { type BookProcessingContext, processBook } from './processing-job.ts';
import { recoverStalledBooks } from './stall-recovery.ts';

const attempt = { id: 'test', retryCount: 0, retryLimit: 3 };

describe('book processing after a crash', () => {
  let t: TestApp;
  let ctx: BookProcessingContext;
  const queued: { bookId: string; fileVersion: number }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    // Jobs are recorded, not run: the test drives processing itself.
    ctx = {
      db: t.app.db,
      storage: t.app.storage,
      log: t.app.log,
      queueProcessing: async (bookId, fileVersion) => {
        queued.push({ bookId, fileVersion });
      },
      pool: t.app.renderPool,
      jobs: t.app.jobs,
    };
  });
  afterAll(() => t.close());

  async function newBook(title: string) {
    const bytes = Buffer.from(await bookPdf(2, 'Anatomy', title));
    const check = checkPdf(bytes);
    const valid = await validateBook(t.app.db, { title, subject: 'basic-science' });
    return createBook(ctx, null, valid, {
      pdf: { open: () => bytes, size: bytes.length, pageCount: check.ok ? check.pageCount : 0 },
    });
  }

  it('resumes at the first page not stored, and a second run changes nothing', async () => {
    const book = await newBook('Resumed book');
    // As if a worker died after page 1: its row is there, the rest is not.
    await t.app.db.insert(bookPages).values({
      bookId: book.id,
      fileVersion: 1,
      number: 1,
      width: 1,
      height: 1,
      text: 'from the first run',
    });
    await processBook(ctx, { bookId: book.id, fileVersion: 1 }, attempt);
    const pages = await t.app.db
      .select()
      .from(bookPages)
      .where(and(eq(bookPages.bookId, book.id), eq(bookPages.fileVersion, 1)));
    expect(pages.find((page) => page.number === 1)?.text).toBe('from the first run');
    expect(pages.find((page) => page.number === 2)?.text).toContain('Chapter 1: Anatomy');
    const [done] = await t.app.db.select().from(books).where(eq(books.id, book.id));
    expect(done).toMatchObject({
      status: 'ready',
      pagesDone: 3,
      pageCount: 3,
      coverKey: `books/${book.id}/v1/cover.webp`,
    });
    await processBook(ctx, { bookId: book.id, fileVersion: 1 }, attempt);
    expect((await t.app.db.select().from(books).where(eq(books.id, book.id)))[0]?.updatedAt).toEqual(
      done?.updatedAt,
    );
  });

  it('ignores a job for a version that was replaced', async () => {
    const book = await newBook('Replaced book');
    await processBook(ctx, { bookId: book.id, fileVersion: 7 }, attempt);
    expect((await t.app.db.select().from(books).where(eq(books.id, book.id)))[0]?.status).toBe('queued');
  });

  it('marks an unreadable file failed with a reason a person can read', async () => {
    const book = await newBook('Damaged book');
    await t.app.storage.put(
      `books/${book.id}/v1/original.pdf`,
      Buffer.from('%PDF-1.4 nothing else'),
      'application/pdf',
    );
    await processBook(ctx, { bookId: book.id, fileVersion: 1 }, attempt);
    const [failed] = await t.app.db.select().from(books).where(eq(books.id, book.id));
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.failureReason).toMatch(/could not be opened/);
  });

  it('gives a job to a book left queued without one (as the import command leaves them)', async () => {
    const book = await newBook('Imported book');
    queued.length = 0;
    // Written a minute ago: PGlite's clock has millisecond steps, so a row written in the same
    // millisecond as the sweep is not older than now() and a 0-second stall could miss it.
    await t.app.db
      .update(books)
      .set({ jobId: null, updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(books.id, book.id));
    expect(await recoverStalledBooks(ctx, t.app.jobs, 30)).toBeGreaterThanOrEqual(1);
    expect(queued).toContainEqual({ bookId: book.id, fileVersion: 1 });
  });
});
