import type { FollowState, PersonList } from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import { type PageRequest, seekPage } from '../../lib/keyset.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { notify } from '../notifications/index.ts';
import { findMember } from '../profiles/index.ts';
import { assertCanFollow } from './policies.ts';
import { followerCount, peopleList, setFollow, toPersonCard } from './repository.ts';

export type FollowsContext = Pick<FastifyInstance, 'db' | 'events'>;

/**
 * Follow (or unfollow) a member by username. Idempotent. A change is announced with the new
 * count (SPEC §7): the member's own tabs and everyone viewing their profile see it live, in
 * whichever server process they are connected to.
 */
export async function setFollowing(
  ctx: FollowsContext,
  user: SessionUser,
  username: string,
  following: boolean,
): Promise<FollowState> {
  const member = await findMember(ctx.db, username);
  assertCanFollow(user, member.id);
  const changed = await setFollow(ctx.db, user.id, member.id, following);
  // Counted after the change is committed, so the last announcement carries every follow.
  const count = await followerCount(ctx.db, member.id);
  if (changed) await ctx.events.publish({ type: 'followers', userId: member.id, followerCount: count });
  // Once per follower: following again after an unfollow is not news twice.
  if (changed && following) {
    await notify(ctx, {
      userId: member.id,
      kind: 'new-follower',
      actorId: user.id,
      deckId: null,
      dedupeKey: `follow:${user.id}`,
    });
  }
  return { following, followerCount: count };
}

export async function listFollowPeople(
  ctx: FollowsContext,
  username: string,
  side: 'followers' | 'following',
  request: PageRequest,
): Promise<PersonList> {
  const member = await findMember(ctx.db, username);
  const { rows, total, next } = await seekPage(peopleList(ctx.db, member.id, side), request);
  return { items: rows.map(toPersonCard), page: request.page, pageSize: request.pageSize, total, next };
}
