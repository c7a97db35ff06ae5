import type { JournalDetail, JournalList, journalListQuerySchema } from '@medshelf/shared';
import { journalCoverSize, journalMessages } from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type PreparedImage, prepareCover, type TempFile } from '../../documents/covers.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { seekPage } from '../../lib/keyset.ts';
import { randomId } from '../../lib/random-id.ts';
import { linkPreviewKey } from '../files/index.ts';
import { type ValidJournal, validateJournalPatch } from './journal-input.ts';
import { journalKeys } from './journal-keys.ts';
import { toJournalCard, toJournalDetail } from './presenters.ts';
import {
  deleteJournalRow,
  findJournal,
  findJournalBySlug,
  insertJournal,
  type JournalCardRow,
  journalCardList,
  latestFeedItems,
  setJournalFeed,
  updateJournalRow,
} from './repository.ts';

export type JournalsContext = Pick<FastifyInstance, 'db' | 'storage'>;

const latestCount = 10;

/** Journal covers are cropped to one size, so every card in the grid lines up. */
export const prepareJournalCover = (file: TempFile) =>
  prepareCover(file, { kind: 'crop', ...journalCoverSize });
export const journalNotFound = () => notFound(journalMessages.notFound);

export async function listJournals(
  db: Database,
  query: z.output<typeof journalListQuerySchema>,
): Promise<JournalList> {
  const subject = query.subject === 'all' ? null : query.subject;
  const { rows, total, next } = await seekPage(journalCardList(db, subject), query);
  return { items: rows.map(toJournalCard), page: query.page, pageSize: query.pageSize, total, next };
}

export async function presentJournal(db: Database, row: JournalCardRow): Promise<JournalDetail> {
  const articles = row.feedId ? await latestFeedItems(db, row.feedId, latestCount) : [];
  return toJournalDetail(row, articles);
}

export async function getJournal(db: Database, slug: string): Promise<JournalDetail> {
  const row = await findJournalBySlug(db, slug);
  if (!row) throw journalNotFound();
  return presentJournal(db, row);
}

async function existingJournal(db: Database, id: string): Promise<JournalCardRow> {
  const row = await findJournal(db, id);
  if (!row) throw journalNotFound();
  return row;
}

const columnsOf = (journal: ValidJournal) => ({
  slug: journal.slug,
  name: journal.name,
  publisher: journal.publisher,
  issn: journal.issn,
  subjectSlug: journal.subject,
  homepage: journal.homepage,
  description: journal.description,
  feedId: journal.feedId,
});

export async function createJournal(
  ctx: JournalsContext,
  addedBy: string | null,
  journal: ValidJournal,
  cover?: PreparedImage,
): Promise<JournalCardRow> {
  const id = randomId();
  try {
    const coverKey = cover ? journalKeys.cover(id, randomId(8)) : null;
    if (coverKey && cover) await ctx.storage.put(coverKey, cover.webp, 'image/webp');
    await insertJournal(ctx.db, { id, ...columnsOf(journal), coverKey, addedBy });
    return await existingJournal(ctx.db, id);
  } catch (error) {
    await deleteJournalRow(ctx.db, id);
    await ctx.storage.deletePrefix(journalKeys.journal(id));
    // Two editors taking the same slug at once: the unique index decides.
    if (isUniqueViolation(error))
      throw conflict(`Another journal already has the slug "${journal.slug}". Please choose another.`);
    throw error;
  }
}

export async function updateJournal(
  ctx: JournalsContext,
  id: string,
  patch: Parameters<typeof validateJournalPatch>[2],
) {
  const existing = await existingJournal(ctx.db, id);
  const journal = await validateJournalPatch(ctx.db, existing, patch);
  await updateJournalRow(ctx.db, id, columnsOf(journal));
  return existingJournal(ctx.db, id);
}

export async function replaceJournalCover(ctx: JournalsContext, id: string, cover: PreparedImage) {
  const existing = await existingJournal(ctx.db, id);
  const key = journalKeys.cover(id, randomId(8));
  await ctx.storage.put(key, cover.webp, 'image/webp');
  await updateJournalRow(ctx.db, id, { coverKey: key });
  if (existing.coverKey) {
    await ctx.storage.deletePrefix(existing.coverKey);
    await ctx.storage.deletePrefix(linkPreviewKey(existing.coverKey));
  }
  return existingJournal(ctx.db, id);
}

export async function deleteJournal(ctx: JournalsContext, id: string): Promise<void> {
  if (!(await deleteJournalRow(ctx.db, id))) throw journalNotFound();
  await ctx.storage.deletePrefix(journalKeys.journal(id));
}

/**
 * Links a journal to the feed its latest articles come from, by the journal's slug: how the
 * feeds demo (or anything that registers a journal's feed) connects the two. False: no such journal.
 */
export async function linkJournalFeed(
  db: Database,
  journalSlug: string,
  feedId: string | null,
): Promise<boolean> {
  return setJournalFeed(db, journalSlug, feedId);
}
