import { readFile } from 'node:fs/promises';
import { bookLimits, bookMessages } from '@medshelf/shared';
import sharp from 'sharp';
import { badRequest, HttpError } from '../lib/http-errors.ts';

export interface TempFile {
  path: string;
  size: number;
  name: string;
}

export interface PreparedImage {
  webp: Buffer;
  width: number;
  height: number;
}

const imageFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
// A cover is a few hundred pixels wide; a huge canvas is a decompression bomb, not a cover.
const maxInputPixels = 40_000_000;

export type CoverFit =
  | { kind: 'inside'; width: number; height: number }
  | { kind: 'crop'; width: number; height: number };

/**
 * An uploaded cover, checked by its content (SVG and anything sharp cannot decode are refused),
 * turned upright, fitted to the box and re-encoded as WebP: the stored file is always ours.
 */
export async function prepareCover(
  file: Pick<TempFile, 'path' | 'size'>,
  fit: CoverFit = { kind: 'inside', width: bookLimits.coverWidth, height: bookLimits.coverHeight },
): Promise<PreparedImage> {
  if (file.size === 0) throw badRequest(bookMessages.empty);
  if (file.size > bookLimits.maxCoverBytes)
    throw new HttpError(413, 'bad_request', bookMessages.coverTooLarge);
  try {
    const input = await readFile(file.path);
    const metadata = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    if (!metadata.format || !imageFormats.has(metadata.format)) throw badRequest(bookMessages.notAnImage);
    const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, animated: false })
      .rotate()
      .resize({
        width: fit.width,
        height: fit.height,
        fit: fit.kind === 'crop' ? 'cover' : 'inside',
        position: 'north',
        withoutEnlargement: fit.kind === 'inside',
      })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(bookMessages.notAnImage);
  }
}

/** A cover from a rendered page (RGB pixels): fitted to the cover box, as WebP. */
export async function coverFromPixels(page: {
  pixels: Uint8Array;
  width: number;
  height: number;
}): Promise<PreparedImage> {
  const { data, info } = await sharp(page.pixels, {
    raw: { width: page.width, height: page.height, channels: 3 },
  })
    .resize({ width: bookLimits.coverWidth, height: bookLimits.coverHeight, fit: 'inside' })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { webp: data, width: info.width, height: info.height };
}
