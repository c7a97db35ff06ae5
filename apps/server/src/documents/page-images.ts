import sharp from 'sharp';
import type { RenderedPage } from './pdf-document.ts';

/** Widths of the three images of every page: reading on a laptop, on a phone, and thumbnails. */
export const pageImageWidths = { large: 1200, small: 600, thumb: 240 } as const;
export type PageImageSize = keyof typeof pageImageWidths;

export interface PageImage {
  size: PageImageSize;
  webp: Buffer;
  width: number;
  height: number;
}

/** WebP images of one rendered page at each width (the page is rendered at the largest). */
export async function encodePageImages(page: RenderedPage): Promise<PageImage[]> {
  const source = () => sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 3 } });
  return Promise.all(
    (Object.entries(pageImageWidths) as [PageImageSize, number][]).map(async ([size, width]) => {
      const { data, info } = await source()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: size === 'thumb' ? 60 : 75 })
        .toBuffer({ resolveWithObject: true });
      return { size, webp: data, width: info.width, height: info.height };
    }),
  );
}
