import type { JournalDetail } from '@medshelf/shared';
import { journalInputSchema } from '@medshelf/shared/contracts/editor';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { blankToUndefined, schemaResolver } from './schema-resolver.ts';

/** What the journal form holds: text as typed. */
export interface JournalFormValues {
  name: string;
  slug: string;
  publisher: string;
  issn: string;
  subject: string;
  homepage: string;
  description: string;
  /** The id of a registered feed, chosen by its URL and name; empty for none. */
  feedId: string;
}

export type JournalFormOutput = z.output<typeof journalInputSchema>;
export type JournalForm = UseFormReturn<JournalFormValues, unknown, JournalFormOutput>;

export const journalFields = [
  'name',
  'slug',
  'publisher',
  'issn',
  'subject',
  'homepage',
  'description',
  'feedId',
] as const;

const resolver = schemaResolver<JournalFormValues, typeof journalInputSchema>(
  journalInputSchema,
  (values) => ({
    ...values,
    // Left empty, the server makes the slug from the name.
    slug: blankToUndefined(values.slug),
  }),
);

const empty: JournalFormValues = {
  name: '',
  slug: '',
  publisher: '',
  issn: '',
  subject: '',
  homepage: '',
  description: '',
  feedId: '',
};

export function journalFormValues(journal: JournalDetail): JournalFormValues {
  return {
    name: journal.name,
    slug: journal.slug,
    publisher: journal.publisher,
    issn: journal.issn ?? '',
    subject: journal.subject.slug,
    homepage: journal.homepage ?? '',
    description: journal.description,
    feedId: journal.feedId ?? '',
  };
}

/** The journal form, checked with the same schema the server and the import command use. */
export function useJournalForm(initial?: JournalFormValues): JournalForm {
  return useForm<JournalFormValues, unknown, JournalFormOutput>({
    resolver,
    defaultValues: initial ?? empty,
  });
}
