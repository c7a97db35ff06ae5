import type { DeckPage } from '@medshelf/shared';

interface DeckPageImageProps {
  page: DeckPage;
  pageCount: number;
  /** The `sizes` of the srcset: how wide the page is drawn, so the phone fetches the small image. */
  sizes: string;
}

/**
 * One page. width/height reserve its box before the image arrives (nothing jumps); the first
 * page is the largest thing on screen, so it loads first and at once, the rest as they come near.
 */
export function DeckPageImage({ page, pageCount, sizes }: DeckPageImageProps) {
  const first = page.number === 1;
  return (
    <img
      src={page.large}
      srcSet={`${page.small} 600w, ${page.large} 1200w`}
      sizes={sizes}
      width={page.width}
      height={page.height}
      alt={`Page ${page.number} of ${pageCount}`}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'auto' : 'async'}
      className="block h-auto w-full bg-white"
    />
  );
}
