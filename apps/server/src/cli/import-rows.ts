import { stat } from 'node:fs/promises';
import path from 'node:path';
import { bookMessages } from '@medshelf/shared';
import type { Database } from '../db/client.ts';
import type { PreparedImage, TempFile } from '../documents/covers.ts';
import { checkPdfFile } from '../documents/pdf-document.ts';
import { HttpError } from '../lib/http-errors.ts';
import {
  assertNotDuplicate,
  type BooksContext,
  bookInputFromRecord,
  type CheckedPdf,
  checkBookFiles,
  createBook,
  type ValidBook,
  validateBook,
} from '../modules/books/index.ts';
import {
  createJournal,
  journalInputFromRecord,
  prepareJournalCover,
  validateJournal,
} from '../modules/journals/index.ts';
import type { Storage } from '../storage/storage.ts';
import type { ImportRecord } from './import-records.ts';

export interface ImportTarget {
  db: Database;
  storage: Storage;
  filesDir: string;
  dryRun: boolean;
  /** The editor the rows are added as (--as); null when not given. */
  addedBy: string | null;
  /** Rows of this run already accepted, by what makes a book or journal the same: their label. */
  seen: Map<string, string>;
}

export type RowOutcome = { imported: boolean; line: string };

/** A reason a row is refused, in words for the report. */
class RowProblem extends Error {}

/** The words of a refusal: every field's message for a validation error, else the message. */
function reasonOf(error: unknown): string {
  if (error instanceof RowProblem) return error.message;
  if (error instanceof HttpError) {
    return error.details?.length ? error.details.map((detail) => detail.message).join('; ') : error.message;
  }
  return `could not be saved (${error instanceof Error ? error.message : String(error)})`;
}

/** Column names a file may use for the files of a row. */
const fileColumns = {
  pdf: ['pdf', 'file', 'pdffile', 'pdf_file'],
  cover: ['cover', 'image', 'coverimage', 'cover_image'],
};

function fileName(values: Record<string, unknown>, kind: keyof typeof fileColumns): string | null {
  const entry = Object.entries(values).find(([key]) => fileColumns[kind].includes(key.trim().toLowerCase()));
  const value = entry?.[1];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new RowProblem(`${kind} must be a file name`);
  return value.trim() || null;
}

async function localFile(target: ImportTarget, name: string, what: string): Promise<TempFile> {
  const full = path.resolve(target.filesDir, name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw new RowProblem(`${what} file "${name}" was not found in ${target.filesDir}`);
  return { path: full, size: info.size, name };
}

/** Checks one file by its content; its problem is reported with its name. */
async function checked<T>(name: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError) throw new RowProblem(`${name}: ${error.message}`);
    throw error;
  }
}

const bookKey = (book: ValidBook) =>
  book.isbn
    ? `isbn:${book.isbn}`
    : `title:${book.title.toLowerCase()}|${book.edition.toLowerCase()}|${book.year ?? ''}`;

function remember(target: ImportTarget, key: string, label: string) {
  const earlier = target.seen.get(key);
  if (earlier) throw new RowProblem(`repeats ${earlier} of this file`);
  target.seen.set(key, label);
}

/** The import command leaves PDFs 'queued' without a job: the server's sweeper queues them. */
const importContext = (target: ImportTarget): BooksContext => ({
  db: target.db,
  storage: target.storage,
  log: { warn: (details, message) => console.warn(message, details) },
  queueProcessing: async () => {},
});

async function importBook(target: ImportTarget, record: ImportRecord): Promise<string> {
  const pdfName = fileName(record.values, 'pdf');
  const coverName = fileName(record.values, 'cover');
  const book = await validateBook(target.db, bookInputFromRecord(record.values));
  let pdf: CheckedPdf | undefined;
  let cover: PreparedImage | undefined;
  if (pdfName) {
    const file = await localFile(target, pdfName, 'PDF');
    pdf = (await checked(pdfName, () => checkBookFiles({ pdf: file }, checkPdfFile))).pdf;
  }
  if (coverName) {
    const file = await localFile(target, coverName, 'Cover');
    cover = (await checked(coverName, () => checkBookFiles({ cover: file }, checkPdfFile))).cover;
  }
  if (!pdf && !book.externalUrl) throw new RowProblem(bookMessages.pdfOrLink);
  const ctx = importContext(target);
  await assertNotDuplicate(ctx, book);
  remember(target, bookKey(book), record.label);
  const what = pdf ? ` (PDF of ${pdf.pageCount} pages, to be processed by the server)` : '';
  if (target.dryRun) return `would import "${book.title}"${what}`;
  await createBook(ctx, target.addedBy, book, { pdf, cover });
  return `imported "${book.title}"${what}`;
}

async function importJournal(target: ImportTarget, record: ImportRecord): Promise<string> {
  const coverName = fileName(record.values, 'cover');
  const journal = await validateJournal(target.db, journalInputFromRecord(record.values));
  let cover: PreparedImage | undefined;
  if (coverName) {
    const file = await localFile(target, coverName, 'Cover');
    cover = await checked(coverName, () => prepareJournalCover(file));
  }
  remember(target, `slug:${journal.slug}`, record.label);
  if (target.dryRun) return `would import "${journal.name}" as ${journal.slug}`;
  await createJournal(target, target.addedBy, journal, cover);
  return `imported "${journal.name}" as ${journal.slug}`;
}

/** One row, checked like the editor API checks a form; its line in the report. */
export async function importRow(
  target: ImportTarget,
  kind: 'books' | 'journals',
  record: ImportRecord,
): Promise<RowOutcome> {
  if (record.problem) return { imported: false, line: `${record.label}: rejected — ${record.problem}` };
  try {
    const done = kind === 'books' ? await importBook(target, record) : await importJournal(target, record);
    return { imported: true, line: `${record.label}: ${done}` };
  } catch (error) {
    return { imported: false, line: `${record.label}: rejected — ${reasonOf(error)}` };
  }
}
