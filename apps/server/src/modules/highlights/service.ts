import {
  type createHighlightBodySchema,
  type DeckHighlights,
  type Highlight,
  type HighlightList,
  highlightMessages,
  type updateHighlightBodySchema,
} from '@medshelf/shared';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-errors.ts';
import { type PageRequest, seekPage } from '../../lib/keyset.ts';
import { randomId } from '../../lib/random-id.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { findMember } from '../profiles/index.ts';
import { readyPageWords, requireReadyDeck } from '../slides/index.ts';
import type { HighlightsContext } from './context.ts';
import { assertOwnHighlight, highlightNotFound } from './policies.ts';
import { toHighlight } from './presenters.ts';
import {
  changeHighlight,
  deckHighlightViews,
  findHighlight,
  findHighlightView,
  highlightViewList,
  insertHighlight,
  removeHighlight,
} from './repository.ts';

async function presentHighlight(ctx: HighlightsContext, id: string): Promise<Highlight> {
  const view = await findHighlightView(ctx.db, id);
  // The deck was removed or sent back to processing in the meantime.
  if (!view) throw highlightNotFound();
  return toHighlight(view);
}

/**
 * Highlights words `start`…`end` of a page of a deck anyone can see, with an optional note;
 * private unless asked. The quote is taken from the page's own words, never from the request.
 */
export async function createHighlight(
  ctx: HighlightsContext,
  user: SessionUser,
  body: z.output<typeof createHighlightBodySchema>,
): Promise<Highlight> {
  const deck = await requireReadyDeck(ctx.db, body.deckId);
  if (body.pageNumber > deck.pageCount) throw badRequest(highlightMessages.pageMissing);
  const text = await readyPageWords(ctx.db, deck, body.pageNumber);
  if (text === undefined) throw badRequest(highlightMessages.pageMissing);
  const words = text?.lines.flat() ?? [];
  if (!words.length) throw badRequest(highlightMessages.noText);
  if (body.end >= words.length) throw badRequest(highlightMessages.wordsMissing);
  const id = randomId();
  await ctx.db.transaction((tx) =>
    insertHighlight(tx, {
      id,
      userId: user.id,
      deckId: deck.id,
      fileVersion: deck.fileVersion,
      pageNumber: body.pageNumber,
      start: body.start,
      end: body.end,
      quote: words
        .slice(body.start, body.end + 1)
        .map((word) => word[4])
        .join(' '),
      note: body.note,
      isPublic: body.isPublic,
    }),
  );
  return presentHighlight(ctx, id);
}

export async function updateHighlight(
  ctx: HighlightsContext,
  user: SessionUser,
  id: string,
  body: z.output<typeof updateHighlightBodySchema>,
): Promise<Highlight> {
  assertOwnHighlight(user, await findHighlight(ctx.db, id));
  const set: { note?: string; isPublic?: boolean } = {};
  if (body.note !== undefined) set.note = body.note;
  if (body.isPublic !== undefined) set.isPublic = body.isPublic;
  await ctx.db.transaction((tx) => changeHighlight(tx, id, set));
  return presentHighlight(ctx, id);
}

export async function deleteHighlight(ctx: HighlightsContext, user: SessionUser, id: string) {
  assertOwnHighlight(user, await findHighlight(ctx.db, id));
  await ctx.db.transaction((tx) => removeHighlight(tx, id));
}

/** A member's highlights, newest first: all of them for the member, the public ones for others. */
export async function listHighlights(
  ctx: HighlightsContext,
  viewer: SessionUser | null,
  username: string,
  request: PageRequest,
): Promise<HighlightList> {
  const { id: ownerId } = await findMember(ctx.db, username);
  const list = highlightViewList(ctx.db, ownerId, viewer?.id !== ownerId);
  const { rows, total, next } = await seekPage(list, request);
  return { items: rows.map(toHighlight), page: request.page, pageSize: request.pageSize, total, next };
}

/** The reader's own highlights on a deck they may read, to draw over its pages. */
export async function myDeckHighlights(
  ctx: HighlightsContext,
  user: SessionUser,
  deckId: string,
): Promise<DeckHighlights> {
  const deck = await requireReadyDeck(ctx.db, deckId);
  return { items: (await deckHighlightViews(ctx.db, user.id, deck.id)).map(toHighlight) };
}
