import { z } from 'zod';
import { slugify } from '../slug.ts';
import { subjectNames } from '../taxonomy-data.ts';

/**
 * What an editor types for books and journals: the editor screen, the editor API and the import
 * command (CSV/JSON) validate with these same schemas, so a row is refused with the same words
 * everywhere.
 */
export const libraryLimits = {
  titleMaxLength: 300,
  maxAuthors: 20,
  authorMaxLength: 120,
  editionMaxLength: 60,
  publisherMaxLength: 200,
  descriptionMaxLength: 5000,
  urlMaxLength: 2000,
  nameMaxLength: 200,
  slugMaxLength: 100,
  categoryMaxLength: 100,
  firstYear: 1450,
} as const;

const subjectSlugs: readonly string[] = subjectNames.map(slugify);
const subjectList = subjectNames.join(', ');

/** A subject by slug or by name ("Basic Science" → "basic-science"). */
export const subjectInputSchema = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, { error: 'Subject is required' })
  .transform((value, ctx) => {
    const slug = slugify(value);
    if (subjectSlugs.includes(slug)) return slug;
    ctx.addIssue({ code: 'custom', message: `Subject "${value}" is not one of ${subjectList}` });
    return z.NEVER;
  });

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` });
}

function requiredText(label: string, max: number) {
  return text(label, max).min(1, { error: `${label} is required` });
}

// zod's own URL check (the shared package is built without the DOM or Node types).
const httpUrl = z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/ });
const isHttpUrl = (value: string) => httpUrl.safeParse(value).success;

/** A web link: http or https only (never javascript:, data: or file:); empty is none. */
export function httpUrlSchema(label: string) {
  return text(label, libraryLimits.urlMaxLength)
    .refine((value) => value === '' || isHttpUrl(value), {
      error: `${label} must be a link starting with http:// or https://`,
    })
    .transform((value) => value || null);
}

const isbnDigits = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

function isbn10Valid(digits: string): boolean {
  if (!/^\d{9}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = digits[i] ?? '0';
    sum += (10 - i) * (char === 'X' ? 10 : Number(char));
  }
  return sum % 11 === 0;
}

function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isbn13Valid(digits: string): boolean {
  return /^97[89]\d{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** The ISBN-13 of a valid ISBN-10 or ISBN-13 (spaces and hyphens ignored); null when invalid. */
export function normalizeIsbn(value: string): string | null {
  const digits = isbnDigits(value);
  if (digits.length === 13) return isbn13Valid(digits) ? digits : null;
  if (digits.length === 10 && isbn10Valid(digits)) {
    const first12 = `978${digits.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return null;
}

/**
 * An ISBN-10 or ISBN-13, checked digit and all, stored as ISBN-13 so both forms are one book;
 * empty is none.
 */
export const isbnSchema = z
  .string({ error: 'ISBN must be text' })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const digits = isbnDigits(value);
    const shaped = /^\d{9}[\dX]$/.test(digits) || /^97[89]\d{10}$/.test(digits);
    const normalized = normalizeIsbn(value);
    if (normalized) return normalized;
    ctx.addIssue({
      code: 'custom',
      message: shaped
        ? `ISBN ${value} has a wrong check digit`
        : `ISBN ${value} is not an ISBN: use 10 or 13 digits, e.g. 978-0-306-40615-7`,
    });
    return z.NEVER;
  });

/** An ISSN (####-###X), checked by its check digit, stored with the hyphen; empty is none. */
export const issnSchema = z
  .string({ error: 'ISSN must be text' })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const digits = value.replace(/[\s-]/g, '').toUpperCase();
    if (!/^\d{7}[\dX]$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: `ISSN ${value} is not an ISSN: use the form 1234-5679` });
      return z.NEVER;
    }
    let sum = 0;
    for (let i = 0; i < 7; i += 1) sum += Number(digits[i]) * (8 - i);
    const check = (11 - (sum % 11)) % 11;
    if ((check === 10 ? 'X' : String(check)) !== digits[7]) {
      ctx.addIssue({ code: 'custom', message: `ISSN ${value} has a wrong check digit` });
      return z.NEVER;
    }
    return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  });

export const latestBookYear = new Date().getUTCFullYear() + 1;

const yearSchema = z
  .number({ error: 'Year must be a whole number, e.g. 2019' })
  .int({ error: 'Year must be a whole number, e.g. 2019' })
  .min(libraryLimits.firstYear, {
    error: `Year must be between ${libraryLimits.firstYear} and ${latestBookYear}`,
  })
  .max(latestBookYear, { error: `Year must be between ${libraryLimits.firstYear} and ${latestBookYear}` });

const authorsSchema = z
  .array(requiredText('An author', libraryLimits.authorMaxLength), {
    error: 'Authors must be a list of names',
  })
  .max(libraryLimits.maxAuthors, { error: `List at most ${libraryLimits.maxAuthors} authors` });

/** Every field of a book, none defaulted: create and patch decide what is required. */
const bookFields = {
  title: requiredText('Title', libraryLimits.titleMaxLength),
  authors: authorsSchema,
  edition: text('Edition', libraryLimits.editionMaxLength),
  year: yearSchema.nullable(),
  publisher: text('Publisher', libraryLimits.publisherMaxLength),
  isbn: isbnSchema.nullable(),
  subject: subjectInputSchema,
  /** A category slug or name of the chosen subject (checked by the server against the taxonomy). */
  category: text('Category', libraryLimits.categoryMaxLength)
    .transform((value) => value || null)
    .nullable(),
  description: text('Description', libraryLimits.descriptionMaxLength),
  externalUrl: httpUrlSchema('External link').nullable(),
};

export const bookInputSchema = z.object({
  title: bookFields.title,
  authors: bookFields.authors.default([]),
  edition: bookFields.edition.default(''),
  year: bookFields.year.optional().transform((value) => value ?? null),
  publisher: bookFields.publisher.default(''),
  isbn: bookFields.isbn.optional().transform((value) => value ?? null),
  subject: bookFields.subject,
  category: bookFields.category.optional().transform((value) => value || null),
  description: bookFields.description.default(''),
  externalUrl: bookFields.externalUrl.optional().transform((value) => value || null),
});
export type BookInput = z.input<typeof bookInputSchema>;
export type ValidBookInput = z.output<typeof bookInputSchema>;

/** Only the fields sent change; null clears an optional field. */
export const bookPatchSchema = z.object({
  title: bookFields.title.optional(),
  authors: bookFields.authors.optional(),
  edition: bookFields.edition.optional(),
  year: bookFields.year.optional(),
  publisher: bookFields.publisher.optional(),
  isbn: bookFields.isbn.optional(),
  subject: bookFields.subject.optional(),
  category: bookFields.category.optional(),
  description: bookFields.description.optional(),
  externalUrl: bookFields.externalUrl.optional(),
});
export type BookPatch = z.input<typeof bookPatchSchema>;

const journalSlugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .min(1, { error: 'Slug is required' })
  .max(libraryLimits.slugMaxLength, {
    error: `Slug must be ${libraryLimits.slugMaxLength} characters or fewer`,
  })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error:
      'Slug must be lower-case letters and digits joined by single dashes, e.g. indian-journal-of-surgery',
  });

const journalFields = {
  name: requiredText('Name', libraryLimits.nameMaxLength),
  slug: journalSlugSchema,
  publisher: text('Publisher', libraryLimits.publisherMaxLength),
  issn: issnSchema.nullable(),
  subject: subjectInputSchema,
  homepage: httpUrlSchema('Homepage').nullable(),
  description: text('Description', libraryLimits.descriptionMaxLength),
  /** The feed its latest articles come from: the id of a registered feed. */
  feedId: z
    .string({ error: 'Feed must be the id of a registered feed' })
    .trim()
    .max(64, { error: 'Feed must be the id of a registered feed' })
    .transform((value) => value || null)
    .nullable(),
};

export const journalInputSchema = z.object({
  name: journalFields.name,
  /** Made from the name when not given. */
  slug: journalFields.slug.optional(),
  publisher: journalFields.publisher.default(''),
  issn: journalFields.issn.optional().transform((value) => value ?? null),
  subject: journalFields.subject,
  homepage: journalFields.homepage.optional().transform((value) => value || null),
  description: journalFields.description.default(''),
  feedId: journalFields.feedId.optional().transform((value) => value || null),
});
export type JournalInput = z.input<typeof journalInputSchema>;
export type ValidJournalInput = z.output<typeof journalInputSchema>;

export const journalPatchSchema = z.object({
  name: journalFields.name.optional(),
  slug: journalFields.slug.optional(),
  publisher: journalFields.publisher.optional(),
  issn: journalFields.issn.optional(),
  subject: journalFields.subject.optional(),
  homepage: journalFields.homepage.optional(),
  description: journalFields.description.optional(),
  feedId: journalFields.feedId.optional(),
});
export type JournalPatch = z.input<typeof journalPatchSchema>;

/** Multipart text fields (the editor screen's create forms): every value a string. */
export const libraryFieldsSchema = z.record(z.string(), z.string());
