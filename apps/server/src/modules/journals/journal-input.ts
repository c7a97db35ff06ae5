import {
  type JournalPatch,
  journalInputSchema,
  journalMessages,
  journalPatchSchema,
  libraryLimits,
  slugWithin,
  type ValidJournalInput,
} from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import { conflict, validationFailed } from '../../lib/http-errors.ts';
import { knownFields } from '../../lib/loose-record.ts';
import { issuesOf } from '../books/index.ts';
import { feedExists, feedIdByUrl, type JournalCardRow, slugTaken } from './repository.ts';

export type ValidJournal = ValidJournalInput & { slug: string };

const journalAliases: Record<string, string> = {
  title: 'name',
  url: 'homepage',
  website: 'homepage',
  feed_id: 'feedId',
  feedurl: 'feedUrl',
  feed_url: 'feedUrl',
  feed: 'feedUrl',
};

/**
 * A loose record (CSV row, JSON item, multipart fields) to the shape the shared schema takes:
 * keys matched without regard to case, empty cells left out. A feed may be named by its URL
 * (`feedUrl`), which is resolved to the registered feed when validating.
 */
export function journalInputFromRecord(record: Record<string, unknown>): Record<string, unknown> {
  return knownFields(record, [...Object.keys(journalInputSchema.shape), 'feedUrl'], journalAliases);
}

async function checkSlug(db: Database, slug: string, exceptId?: string) {
  if (await slugTaken(db, slug, exceptId))
    throw conflict(`Another journal already has the slug "${slug}". Please choose another.`);
}

async function checkFeed(db: Database, feedId: string | null) {
  if (feedId && !(await feedExists(db, feedId)))
    throw validationFailed([{ path: 'feedId', message: journalMessages.unknownFeed }]);
}

/** Validates a new journal: the shared schema, a free slug (made from the name when absent), its feed. */
export async function validateJournal(db: Database, record: Record<string, unknown>): Promise<ValidJournal> {
  const { feedUrl, ...input } = record;
  const parsed = journalInputSchema.safeParse(input);
  if (!parsed.success) throw validationFailed(issuesOf(parsed.error));
  let { feedId } = parsed.data;
  if (typeof feedUrl === 'string' && !feedId) {
    feedId = await feedIdByUrl(db, feedUrl);
    if (!feedId) {
      throw validationFailed([
        { path: 'feedUrl', message: `No feed with the URL ${feedUrl} is registered; add the feed first` },
      ]);
    }
  }
  const slug = parsed.data.slug ?? (slugWithin(parsed.data.name, libraryLimits.slugMaxLength) || 'journal');
  await checkSlug(db, slug);
  await checkFeed(db, feedId);
  return { ...parsed.data, slug, feedId };
}

/** A patch applied to the stored journal, with the same checks as a new one. */
export async function validateJournalPatch(
  db: Database,
  existing: JournalCardRow,
  patch: JournalPatch,
): Promise<ValidJournal> {
  const parsed = journalPatchSchema.safeParse(patch);
  if (!parsed.success) throw validationFailed(issuesOf(parsed.error));
  const changes = parsed.data;
  const merged: ValidJournal = {
    name: changes.name ?? existing.name,
    slug: changes.slug ?? existing.slug,
    publisher: changes.publisher ?? existing.publisher,
    issn: changes.issn !== undefined ? changes.issn : existing.issn,
    subject: changes.subject ?? existing.subjectSlug,
    homepage: changes.homepage !== undefined ? changes.homepage : existing.homepage,
    description: changes.description ?? existing.description,
    feedId: changes.feedId !== undefined ? changes.feedId : existing.feedId,
  };
  if (merged.slug !== existing.slug) await checkSlug(db, merged.slug, existing.id);
  if (merged.feedId !== existing.feedId) await checkFeed(db, merged.feedId);
  return merged;
}
