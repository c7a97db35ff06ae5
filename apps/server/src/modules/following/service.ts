import {
  type DeckCard,
  type FeedPlaylist,
  type FollowingFeed,
  type FollowingFeedItem,
  type PersonCard,
  socialLimits,
} from '@medshelf/shared';
import type { Executor } from '../../db/executor.ts';
import { findMember } from '../profiles/index.ts';
import { readyDeckCards } from '../slides/index.ts';
import {
  type Authors,
  followedDecksSince,
  followingCount,
  pageOfItems,
  playlistRows,
  suggestedMembers,
} from './repository.ts';

/** A page of items as cards, in the page's order (an item gone between the two reads is left out). */
async function presentItems(db: Executor, authors: Authors, page: number, pageSize: number) {
  const { rows, total } = await pageOfItems(db, authors, pageSize, (page - 1) * pageSize);
  const ids = (type: 'deck' | 'playlist') => rows.filter((row) => row.type === type).map((row) => row.id);
  const [deckCards, playlists] = await Promise.all([
    readyDeckCards(db, ids('deck')),
    playlistRows(db, ids('playlist')),
  ]);
  const items: FollowingFeedItem[] = [];
  for (const row of rows) {
    if (row.type === 'deck') {
      const deck = deckCards.get(row.id);
      if (deck) items.push({ type: 'deck', deck });
      continue;
    }
    const playlist = playlists.find((candidate) => candidate.id === row.id);
    if (playlist) items.push({ type: 'playlist', playlist: toFeedPlaylist(playlist) });
  }
  return { items, total };
}

function toFeedPlaylist(row: Awaited<ReturnType<typeof playlistRows>>[number]): FeedPlaylist {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    deckCount: row.deckCount,
    createdAt: row.createdAt.toISOString(),
    owner: { id: row.ownerId, username: row.username, displayName: row.displayName, photoURL: row.photoURL },
  };
}

/** "New from people you follow": their ready decks and public playlists, the newest first. */
export async function followingFeed(
  db: Executor,
  viewerId: string,
  page: number,
  pageSize: number,
): Promise<FollowingFeed> {
  const [{ items, total }, following] = await Promise.all([
    presentItems(db, { followedBy: viewerId }, page, pageSize),
    followingCount(db, viewerId),
  ]);
  const suggestions: PersonCard[] =
    total === 0
      ? (await suggestedMembers(db, viewerId, socialLimits.suggestions)).map(
          ({ email, username, ...person }) => ({
            ...person,
            username: username ?? '',
            initial: email.charAt(0).toUpperCase(),
          }),
        )
      : [];
  return { items, page, pageSize, total, following, suggestions };
}

/** A member's newest public items, for their Atom feed. */
export async function memberItems(db: Executor, username: string) {
  const member = await findMember(db, username);
  const { items } = await presentItems(db, { owner: member.id }, 1, socialLimits.atomEntries);
  return { member, items };
}

/** The decks a member's followed members uploaded after `since` (for the digest). */
export async function newDecksFromFollowed(
  db: Executor,
  userId: string,
  since: Date,
  limit: number,
): Promise<{ decks: DeckCard[]; total: number }> {
  const { ids, total } = await followedDecksSince(db, userId, since, limit);
  const cards = await readyDeckCards(db, ids);
  return { decks: ids.flatMap((id) => cards.get(id) ?? []), total };
}
