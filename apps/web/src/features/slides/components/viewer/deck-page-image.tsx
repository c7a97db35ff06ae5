import type { DeckPage } from '@medshelf/shared';

interface DeckPageImageProps {
  page: DeckPage;
  pageCount: number;
  /** The `sizes` of the srcset: how wide the page is drawn, so the phone fetches the small image. */
  sizes: string;
  /** The page the viewer opens at: the largest thing on screen, so it loads first and at once. */
  priority: boolean;
}

/**
 * One page. width/height reserve its box before the image arrives (nothing jumps); the page the
 * viewer opens at loads first and at once, the rest as they come near.
 */
export function DeckPageImage({ page, pageCount, sizes, priority }: DeckPageImageProps) {
  return (
    <img
      src={page.large}
      srcSet={`${page.small} 600w, ${page.large} 1200w`}
      sizes={sizes}
      width={page.width}
      height={page.height}
      alt={`Page ${page.number} of ${pageCount}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      className="block h-auto w-full bg-white"
    />
  );
}
