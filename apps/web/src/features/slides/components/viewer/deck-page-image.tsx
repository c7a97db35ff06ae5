import type { DeckPage } from '@medshelf/shared';
import { useDeckSlots } from '../../deck-slots.ts';
import { useReadingDeck } from '../../reading-deck.ts';
import { PageTextLayer } from './page-text-layer.tsx';

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
 * viewer opens at loads first and at once, the rest as they come near. Its words lie over it
 * (the text layer), with what other features draw there (highlights) beneath them.
 */
export function DeckPageImage({ page, pageCount, sizes, priority }: DeckPageImageProps) {
  const reading = useReadingDeck();
  const { pageOverlay } = useDeckSlots();
  return (
    <div className="relative">
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
      {page.textLayer ? (
        <PageTextLayer page={page}>
          {reading && pageOverlay?.(reading.deck, page, reading.signedIn)}
        </PageTextLayer>
      ) : null}
    </div>
  );
}
