import type { DeckList, PublicProfile } from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { PageRequest } from '../../lib/keyset.ts';
import { memberDeckPage } from '../slides/index.ts';
import type { ProfilesContext } from './context.ts';
import { toPublicProfile } from './presenters.ts';
import { findMemberByUsername, type MemberRow, readCounts, readDetails } from './repository.ts';

export const memberNotFound = () => notFound('There is no member with that username.');

/** The member a /profile/{username} address names, whatever its case; 404 when there is none. */
export async function findMember(db: Database, username: string): Promise<MemberRow> {
  const member = await findMemberByUsername(db, username);
  if (!member) throw memberNotFound();
  return member;
}

export async function publicProfile(
  ctx: ProfilesContext,
  username: string,
  viewerId: string | null,
): Promise<PublicProfile> {
  const member = await findMember(ctx.db, username);
  const [details, counts] = await Promise.all([
    readDetails(ctx.db, member.id),
    readCounts(ctx.db, member.id, viewerId),
  ]);
  if (!counts) throw memberNotFound();
  return toPublicProfile(member, details, counts, viewerId);
}

async function deckPage(
  ctx: ProfilesContext,
  username: string,
  tab: 'uploads' | 'liked',
  request: PageRequest,
): Promise<DeckList> {
  const member = await findMember(ctx.db, username);
  return memberDeckPage(ctx.db, member.id, tab, request);
}

/**
 * The uploads tab: ready decks only, for the owner too. Unfinished and failed uploads are the
 * owner's business on /uploadedslides, not something a profile shows.
 */
export const memberUploads = (ctx: ProfilesContext, username: string, request: PageRequest) =>
  deckPage(ctx, username, 'uploads', request);

/** The liked tab: the ready decks the member liked, the latest like first. */
export const memberLiked = (ctx: ProfilesContext, username: string, request: PageRequest) =>
  deckPage(ctx, username, 'liked', request);
