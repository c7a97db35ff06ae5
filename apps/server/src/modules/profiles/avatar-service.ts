import type { OwnProfile } from '@medshelf/shared';
import type { SessionUser } from '../../plugins/session.ts';
import { avatarKeys, prepareAvatar } from './avatar-image.ts';
import type { ProfilesContext } from './context.ts';
import { getOwnProfile } from './profile-service.ts';
import { replaceImage } from './repository.ts';

/** Removes a photo we stored; a failure leaves an orphan file, never a broken profile. */
async function removeStored(ctx: ProfilesContext, url: string | null) {
  const key = avatarKeys.fromUrl(url);
  if (!key) return;
  await ctx.storage.deletePrefix(key).catch((error: unknown) => {
    ctx.log.warn({ err: error, key }, 'could not remove a replaced avatar');
  });
}

async function photoChanged(ctx: ProfilesContext, user: SessionUser, previous: string | null) {
  await removeStored(ctx, previous);
  // The avatar menu and the drawer of every open tab show the new photo.
  await ctx.events.publish({ type: 'account', userId: user.id });
  return getOwnProfile(ctx, user);
}

/** Stores the new photo first, then points the account at it, then removes the old one. */
export async function replaceAvatar(
  ctx: ProfilesContext,
  user: SessionUser,
  upload: Buffer,
): Promise<OwnProfile> {
  const webp = await prepareAvatar(upload);
  const key = avatarKeys.next(user.id);
  const url = avatarKeys.url(key);
  await ctx.storage.put(key, webp, 'image/webp');
  let previous: string | null;
  try {
    previous = await replaceImage(ctx.db, user.id, url);
  } catch (error) {
    await removeStored(ctx, url);
    throw error;
  }
  return photoChanged(ctx, user, previous);
}

export async function removeAvatar(ctx: ProfilesContext, user: SessionUser): Promise<OwnProfile> {
  return photoChanged(ctx, user, await replaceImage(ctx.db, user.id, null));
}
