import { messages, type OwnProfile, type saveProfileBodySchema, usernameSchema } from '@medshelf/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, validationFailed } from '../../lib/http-errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { isUsernameTaken } from '../account/index.ts';
import type { ProfilesContext } from './context.ts';
import { toOwnProfile } from './presenters.ts';
import { readOwnRecord, saveProfile } from './repository.ts';

export const usernameLocked = 'Your username is already set and cannot be changed here';

async function ownRecord(ctx: ProfilesContext, userId: string) {
  const record = await readOwnRecord(ctx.db, userId);
  if (!record) throw new Error(`signed-in user ${userId} has no row`);
  return record;
}

export async function getOwnProfile(ctx: ProfilesContext, user: SessionUser): Promise<OwnProfile> {
  return toOwnProfile(await ownRecord(ctx, user.id), false);
}

/**
 * /profiledetails' save: the details always; a username only when the account has none yet,
 * checked exactly as the preference dialog checks it (SPEC §5). An existing one stays.
 */
export async function saveOwnProfile(
  ctx: ProfilesContext,
  user: SessionUser,
  body: z.output<typeof saveProfileBodySchema>,
): Promise<OwnProfile> {
  const before = await ownRecord(ctx, user.id);
  const { displayName, username: typed, ...details } = body;
  let username: string | undefined;
  if (before.username === null) {
    const parsed = usernameSchema.safeParse(typed ?? '');
    if (!parsed.success) {
      throw validationFailed([
        { path: 'username', message: parsed.error.issues[0]?.message ?? messages.required },
      ]);
    }
    if (await isUsernameTaken(ctx.db, parsed.data)) throw conflict(messages.usernameTaken);
    username = parsed.data;
  } else if (typed !== undefined && typed.trim().toLowerCase() !== before.username.toLowerCase()) {
    throw validationFailed([{ path: 'username', message: usernameLocked }]);
  }
  try {
    await saveProfile(ctx.db, user.id, { name: displayName, username, details });
  } catch (error) {
    // Another account took the name between the check and the save.
    if (username && isUniqueViolation(error)) throw conflict(messages.usernameTaken);
    throw error;
  }
  // Open tabs show the name (and a new username) at once.
  await ctx.events.publish({ type: 'account', userId: user.id });
  return toOwnProfile(await ownRecord(ctx, user.id), username !== undefined);
}
