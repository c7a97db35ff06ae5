import type { FastifyInstance } from 'fastify';
import { booksContext } from '../../modules/books/index.ts';
import { seedDemoJournals } from '../journals/seed-demo-journals.ts';
import { seedDemoBooks } from './seed-demo-books.ts';

/**
 * Demo books (generated PDFs, processed by the normal book.process jobs) and journals, for a
 * fresh install. Each part is skipped when its table already has rows, so calling it twice adds
 * nothing. Journals get no feed here: the feeds demo links them with `linkJournalFeed`.
 */
export async function seedDemoLibrary(
  app: FastifyInstance,
  options: { books?: number; journals?: number } = {},
): Promise<{ books: number; journals: number }> {
  const books = await seedDemoBooks(booksContext(app), app.renderPool, options.books);
  const journals = await seedDemoJournals(
    { db: app.db, storage: app.storage },
    app.renderPool,
    options.journals,
  );
  app.log.info({ books, journals }, 'demo library added; book PDFs are being processed');
  return { books, journals };
}
