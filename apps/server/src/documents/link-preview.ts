import sharp from 'sharp';

/** The size messengers and social sites draw a large link preview at (1.91:1). */
export const linkPreviewSize = { width: 1200, height: 630 } as const;
export const linkPreviewType = 'image/jpeg';

/**
 * A link preview from a stored image (a page or a cover, WebP): JPEG, since WhatsApp and other
 * messengers may ignore WebP. The whole image is shown, centred; the rest of the frame is the
 * same image blurred, so a portrait cover does not sit between white bars nor lose its title to a
 * crop. sharp does the work on libuv's threads, not on the thread that answers HTTP.
 */
export async function encodeLinkPreview(source: Buffer): Promise<Buffer> {
  const { width, height } = linkPreviewSize;
  const [backdrop, picture] = await Promise.all([
    sharp(source)
      .flatten({ background: '#ffffff' })
      .resize({ width, height, fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 0.85 })
      .toBuffer(),
    sharp(source).flatten({ background: '#ffffff' }).resize({ width, height, fit: 'inside' }).toBuffer(),
  ]);
  return sharp(backdrop)
    .composite([{ input: picture, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
