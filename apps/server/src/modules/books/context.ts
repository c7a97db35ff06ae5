import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { setJobId } from './processing-repository.ts';

/**
 * What the book services need, passed explicitly so the import command can use them too: it has
 * a database and storage but no job workers, so its `queueProcessing` only leaves the book
 * 'queued' for the server's sweeper (see stall-recovery.ts).
 */
export type BooksContext = Pick<FastifyInstance, 'db' | 'storage'> & {
  log: BooksLog;
  queueProcessing(bookId: string, fileVersion: number): Promise<void>;
};

/** The part of the logger book processing uses; the app's pino logger or the CLI's console. */
export interface BooksLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export function booksContext(app: FastifyInstance): BooksContext {
  return {
    db: app.db,
    storage: app.storage,
    log: app.log,
    async queueProcessing(bookId, fileVersion) {
      // Remembered, before the job can start, so a stall can be told from a job waiting its turn.
      const id = randomUUID();
      await setJobId(app.db, bookId, id, fileVersion);
      await app.jobs.send('book.process', { bookId, fileVersion }, { id });
    },
  };
}
