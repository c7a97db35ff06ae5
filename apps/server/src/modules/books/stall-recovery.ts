import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { books } from '../../db/schema/index.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { BooksContext } from './context.ts';

/**
 * A book 'queued' without a job is how the import command hands its PDFs over (it has no job
 * workers): the sweep gives it one. The few seconds' grace keeps the sweep off a book whose
 * request is between writing the row and sending its job.
 */
const unqueuedGraceSeconds = 5;

/**
 * Gets stalled book processing going again, as for decks: a job still marked active belongs to
 * a worker that died, so its attempt is failed and retried; a book with no live job gets a new
 * one. Jobs waiting their turn are left alone. Processing resumes at the first page not stored.
 */
export async function recoverStalledBooks(
  ctx: BooksContext,
  jobs: Pick<Jobs, 'state' | 'fail'>,
  stallSeconds: number,
): Promise<number> {
  const olderThan = (seconds: number) => lt(books.updatedAt, sql`now() - make_interval(secs => ${seconds})`);
  const stalled = await ctx.db
    .select({ id: books.id, fileVersion: books.fileVersion, jobId: books.jobId })
    .from(books)
    .where(
      and(
        inArray(books.status, ['queued', 'processing']),
        or(
          olderThan(stallSeconds),
          and(isNull(books.jobId), olderThan(Math.min(stallSeconds, unqueuedGraceSeconds))),
        ),
      ),
    );
  let recovered = 0;
  for (const book of stalled) {
    const state = book.jobId ? await jobs.state('book.process', book.jobId) : null;
    if (state === 'created' || state === 'retry') continue;
    if (state === 'active' && book.jobId) {
      await jobs.fail('book.process', book.jobId);
      // Touched, so the retry gets a full stall period before it is suspected again.
      await ctx.db.update(books).set({ jobId: book.jobId }).where(eq(books.id, book.id));
    } else {
      await ctx.queueProcessing(book.id, book.fileVersion);
    }
    if (book.jobId) ctx.log.warn({ bookId: book.id, jobState: state }, 'restarted stalled book processing');
    recovered += 1;
  }
  return recovered;
}
