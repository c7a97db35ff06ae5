import { peopleMessages } from '@medshelf/shared';
import { badRequest } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';

export const usernameFirst = 'Choose a username before you follow people';

/**
 * Anyone signed in follows anyone else. Not themselves; and only once they have a username,
 * so they can be shown (and found) in the other member's followers list.
 */
export function assertCanFollow(user: SessionUser, memberId: string): void {
  if (user.id === memberId) throw badRequest(peopleMessages.cannotFollowYourself);
  if (!user.username) throw badRequest(usernameFirst);
}
