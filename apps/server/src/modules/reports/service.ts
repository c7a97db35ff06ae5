import {
  type DisabledUser,
  type ReportActionResult,
  type ReportedDeck,
  type ReportedDeckList,
  type ReportListQuery,
  reportMessages,
} from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { applyAccountDisabled } from '../auth/index.ts';
import { afterDeckRemoved, findDeckForModeration, markDeckRemoved } from '../slides/index.ts';
import type { ReportsContext } from './context.ts';
import { assertCanDisable } from './policies.ts';
import { openReportsOf } from './presenters.ts';
import {
  findAccount,
  openReportRows,
  pageOfReportedDecks,
  reportedDeckRows,
  resolveOpenReports,
} from './repository.ts';

/** Open reports grouped by deck, the most recently reported deck first. */
export async function listReportedDecks(
  ctx: ReportsContext,
  { page, pageSize }: ReportListQuery,
): Promise<ReportedDeckList> {
  const { rows, total } = await pageOfReportedDecks(ctx.db, pageSize, (page - 1) * pageSize);
  const ids = rows.map((row) => row.deckId);
  const [deckRows, reportRows] = ids.length
    ? await Promise.all([reportedDeckRows(ctx.db, ids), openReportRows(ctx.db, ids)])
    : [[], []];
  const items: ReportedDeck[] = [];
  for (const row of rows) {
    const deck = deckRows.find((candidate) => candidate.id === row.deckId);
    // Deleted between the two reads: its reports went with it.
    if (!deck) continue;
    items.push({
      deck: {
        id: deck.id,
        title: deck.title,
        status: deck.status,
        categorySlug: deck.categorySlug,
        subCategorySlug: deck.subCategorySlug,
        owner: {
          id: deck.ownerId,
          username: deck.ownerUsername,
          disabled: deck.ownerDisabled,
          isEditor: deck.ownerRole === 'editor',
        },
      },
      ...openReportsOf(
        row,
        reportRows.filter((report) => report.deckId === deck.id),
      ),
    });
  }
  return { items, page, pageSize, total };
}

async function existingDeck(db: Database, deckId: string) {
  const deck = await findDeckForModeration(db, deckId);
  if (!deck) throw notFound(reportMessages.deckNotFound);
  return deck;
}

/** The reports were unfounded: they are resolved, the deck stays as it is. */
export async function dismissReports(ctx: ReportsContext, deckId: string): Promise<ReportActionResult> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction;
    const deck = await existingDeck(tx, deckId);
    return { deckId, status: deck.status, resolved: await resolveOpenReports(tx, deckId) };
  });
}

/** The deck goes for everyone but its owner, for good; its open reports are resolved with it. */
export async function takeDownDeck(
  ctx: ReportsContext,
  deckId: string,
  note: string,
): Promise<ReportActionResult> {
  const { deck, resolved } = await ctx.db.transaction(async (transaction) => {
    const tx = transaction;
    const removed = await markDeckRemoved(tx, deckId, note);
    if (!removed) throw notFound(reportMessages.deckNotFound);
    return { deck: removed, resolved: await resolveOpenReports(tx, deckId) };
  });
  await afterDeckRemoved(ctx, deck);
  return { deckId, status: deck.status, resolved };
}

/** Disables an account (its sessions end at once); an editor cannot disable themself or another editor. */
export async function disableUser(
  ctx: ReportsContext,
  editor: SessionUser,
  userId: string,
): Promise<DisabledUser> {
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction;
    const target = await findAccount(tx, userId);
    assertCanDisable(editor, target);
    await applyAccountDisabled(tx, target.id, true);
  });
  return { userId, disabled: true };
}
