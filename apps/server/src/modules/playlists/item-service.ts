import { peopleLimits, peopleMessages } from '@medshelf/shared';
import { badRequest } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { readyDeckCards, requireReadyDeck } from '../slides/index.ts';
import { recordDeckEvent } from '../statistics/index.ts';
import type { PlaylistsContext } from './context.ts';
import { ownPlaylist, sameMembers } from './playlist-service.ts';
import {
  hasItem,
  insertItem,
  itemCount,
  levelItems,
  playlistIdsHolding,
  removeItem,
  setItemPositions,
} from './repository.ts';

/** "Save to playlist": which of the user's playlists hold a deck anyone can see. */
export async function deckPlaylists(ctx: PlaylistsContext, user: SessionUser, deckId: string) {
  await requireReadyDeck(ctx.db, deckId);
  return { playlistIds: await playlistIdsHolding(ctx.db, user.id, deckId) };
}

/** Adds a ready deck at the end of one of the user's levels; adding it again changes nothing. */
export async function addDeck(ctx: PlaylistsContext, user: SessionUser, playlistId: string, deckId: string) {
  await ownPlaylist(ctx, user, playlistId);
  await requireReadyDeck(ctx.db, deckId);
  const added = await ctx.db.transaction(async (tx) => {
    if (await hasItem(tx, playlistId, deckId)) return false;
    if ((await itemCount(tx, playlistId)) >= peopleLimits.playlistMaxItems) {
      throw badRequest(peopleMessages.playlistFull);
    }
    await insertItem(tx, playlistId, deckId);
    return true;
  });
  if (added) await recordDeckEvent(ctx, deckId, user.id, { kind: 'save' });
  return { playlistIds: await playlistIdsHolding(ctx.db, user.id, deckId) };
}

/** Takes a deck out of a level (whatever state the deck is in); removing it again is harmless. */
export async function removeDeck(
  ctx: PlaylistsContext,
  user: SessionUser,
  playlistId: string,
  deckId: string,
) {
  await ownPlaylist(ctx, user, playlistId);
  await ctx.db.transaction((tx) => removeItem(tx, playlistId, deckId));
  return { playlistIds: await playlistIdsHolding(ctx.db, user.id, deckId) };
}

/**
 * Puts a level's decks in a new order: exactly the decks the level shows, each once. Decks it
 * holds but cannot show now (being processed again) keep their turn after those.
 */
export async function reorderDecks(
  ctx: PlaylistsContext,
  user: SessionUser,
  playlistId: string,
  deckIds: string[],
) {
  await ownPlaylist(ctx, user, playlistId);
  await ctx.db.transaction(async (tx) => {
    const held = (await levelItems(tx, playlistId)).map((item) => item.deckId);
    const shown = await readyDeckCards(tx, held);
    const visible = held.filter((id) => shown.has(id));
    if (!sameMembers(visible, deckIds)) {
      throw badRequest('The new order must list every deck of this playlist exactly once.');
    }
    await setItemPositions(tx, playlistId, [...deckIds, ...held.filter((id) => !shown.has(id))]);
  });
}
