import type { BookDetail } from '@medshelf/shared';
import { bookInputSchema } from '@medshelf/shared/contracts/editor';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { blankToUndefined, schemaResolver } from './schema-resolver.ts';

/** What the book form holds: text as typed; turned into the schema's shape when checked. */
export interface BookFormValues {
  title: string;
  /** Names separated by semicolons (a name may hold a comma: "Guyton, Arthur"). */
  authors: string;
  edition: string;
  year: string;
  publisher: string;
  isbn: string;
  subject: string;
  category: string;
  description: string;
  externalUrl: string;
}

export type BookFormOutput = z.output<typeof bookInputSchema>;
export type BookForm = UseFormReturn<BookFormValues, unknown, BookFormOutput>;

export const bookFields = [
  'title',
  'authors',
  'edition',
  'year',
  'publisher',
  'isbn',
  'subject',
  'category',
  'description',
  'externalUrl',
] as const;

function yearOf(value: string): number | undefined {
  const trimmed = value.trim();
  // Anything but digits is passed on as not-a-number, for the schema to refuse in its own words.
  return trimmed === '' ? undefined : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const resolver = schemaResolver<BookFormValues, typeof bookInputSchema>(bookInputSchema, (values) => ({
  ...values,
  authors: values.authors
    .split(/[;\n]/)
    .map((name) => name.trim())
    .filter(Boolean),
  year: yearOf(values.year),
  category: blankToUndefined(values.category),
}));

const empty: BookFormValues = {
  title: '',
  authors: '',
  edition: '',
  year: '',
  publisher: '',
  isbn: '',
  subject: '',
  category: '',
  description: '',
  externalUrl: '',
};

export function bookFormValues(book: BookDetail): BookFormValues {
  return {
    title: book.title,
    authors: book.authors.join('; '),
    edition: book.edition,
    year: book.year === null ? '' : String(book.year),
    publisher: book.publisher,
    isbn: book.isbn ?? '',
    subject: book.subject.slug,
    category: book.category?.slug ?? '',
    description: book.description,
    externalUrl: book.externalUrl ?? '',
  };
}

/** The book form, checked with the same schema the server and the import command use. */
export function useBookForm(initial?: BookFormValues): BookForm {
  return useForm<BookFormValues, unknown, BookFormOutput>({ resolver, defaultValues: initial ?? empty });
}
