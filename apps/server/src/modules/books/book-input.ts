import {
  type BookPatch,
  bookInputSchema,
  bookPatchSchema,
  slugify,
  type ValidBookInput,
} from '@medshelf/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { validationFailed } from '../../lib/http-errors.ts';
import { knownFields } from '../../lib/loose-record.ts';
import { type BookRow, findCategoryOfSubject, subjectName } from './repository.ts';

export type ValidBook = ValidBookInput & { categoryId: number | null };

/** Column names people write in spreadsheets, to the field they mean. */
const bookAliases: Record<string, string> = {
  author: 'authors',
  externalurl: 'externalUrl',
  external_url: 'externalUrl',
  link: 'externalUrl',
  url: 'externalUrl',
  isbn13: 'isbn',
  isbn10: 'isbn',
};

/**
 * A loose record (a CSV row, a JSON item, multipart fields) to the shape the shared schema
 * takes: keys matched without regard to case, empty cells left out, "2019" read as a year,
 * authors split on ";" or "|" (a comma belongs inside "Guyton, Arthur"). Values of the wrong
 * type are passed through for the schema to refuse with its own message.
 */
export function bookInputFromRecord(record: Record<string, unknown>): Record<string, unknown> {
  const input = knownFields(record, Object.keys(bookInputSchema.shape), bookAliases);
  if (typeof input.authors === 'string') {
    input.authors = input.authors
      .split(/[;|]/)
      .map((name) => name.trim())
      .filter(Boolean);
  }
  if (typeof input.year === 'string' && /^\d+$/.test(input.year)) input.year = Number(input.year);
  return input;
}

export function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

async function resolveCategory(
  db: Database,
  subject: string,
  category: string | null,
): Promise<number | null> {
  if (!category) return null;
  const id = await findCategoryOfSubject(db, subject, slugify(category));
  if (id === null) {
    throw validationFailed([
      {
        path: 'category',
        message: `Category "${category}" is not a category of ${await subjectName(db, subject)}`,
      },
    ]);
  }
  return id;
}

/** Validates a new book with the shared schema, then its category against the taxonomy. */
export async function validateBook(db: Database, input: unknown): Promise<ValidBook> {
  const parsed = bookInputSchema.safeParse(input);
  if (!parsed.success) throw validationFailed(issuesOf(parsed.error));
  return { ...parsed.data, categoryId: await resolveCategory(db, parsed.data.subject, parsed.data.category) };
}

/** A patch applied to the stored book and validated as a whole (a new subject needs its category). */
export async function validateBookPatch(
  db: Database,
  existing: BookRow & { categorySlug: string | null },
  patch: BookPatch,
): Promise<ValidBook> {
  const parsed = bookPatchSchema.safeParse(patch);
  if (!parsed.success) throw validationFailed(issuesOf(parsed.error));
  const changes = parsed.data;
  const subject = changes.subject ?? existing.subjectSlug;
  // A category left as it was is dropped when the subject changes under it.
  const category =
    changes.category !== undefined
      ? changes.category
      : subject === existing.subjectSlug
        ? existing.categorySlug
        : null;
  const merged: ValidBookInput = {
    title: changes.title ?? existing.title,
    authors: changes.authors ?? existing.authors,
    edition: changes.edition ?? existing.edition,
    year: changes.year !== undefined ? changes.year : existing.year,
    publisher: changes.publisher ?? existing.publisher,
    isbn: changes.isbn !== undefined ? changes.isbn : existing.isbn,
    subject,
    category,
    description: changes.description ?? existing.description,
    externalUrl: changes.externalUrl !== undefined ? changes.externalUrl : existing.externalUrl,
  };
  return { ...merged, categoryId: await resolveCategory(db, subject, category) };
}
