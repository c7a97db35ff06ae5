import { peopleLimits, peopleMessages } from '@medshelf/shared';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
// A profile picture is 256 px; a huge canvas is a decompression bomb, not a photo.
const maxInputPixels = 50_000_000;

/**
 * An uploaded picture, judged by its bytes (never the name or declared type), turned upright
 * by its EXIF orientation, cropped square around the centre and re-encoded as WebP: the stored
 * file is always ours and carries none of the original's metadata (GPS and the like).
 */
export async function prepareAvatar(input: Buffer): Promise<Buffer> {
  const size = peopleLimits.avatarSize;
  try {
    const metadata = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    if (!metadata.format || !acceptedFormats.has(metadata.format)) throw new Error('not a photo');
    return await sharp(input, { limitInputPixels: maxInputPixels, animated: false })
      .rotate()
      .resize({ width: size, height: size, fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(peopleMessages.avatarNotImage);
  }
}

const filesPrefix = '/files/';

/** Avatars live under a fresh key each time, so a photo's URL never changes what it shows. */
export const avatarKeys = {
  next: (userId: string) => `avatars/${userId}/${randomId(12)}.webp`,
  url: (key: string) => `${filesPrefix}${key}`,
  /** The stored key behind a photo URL, or null when the photo is not ours (a Google picture). */
  fromUrl(url: string | null): string | null {
    if (!url?.startsWith(filesPrefix)) return null;
    const key = url.slice(filesPrefix.length);
    return servableAvatarKey.test(key) ? key : null;
  },
};

export const servableAvatarKey = /^avatars\/[A-Za-z0-9_-]+\/[A-Za-z0-9]{12}\.webp$/;
