import type { DeckPage } from '@medshelf/shared';
import { readerMessages } from '@medshelf/shared/reader-messages';
import type { CSSProperties } from 'react';
import { useSharedText } from '../../../../lib/i18n/shared-text.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { useDeckSlots } from '../../deck-slots.ts';
import { useReadingDeck } from '../../reading-deck.ts';
import { PageTextLayer } from './page-text-layer.tsx';

interface DeckPageImageProps {
  page: DeckPage;
  pageCount: number;
  /** The `sizes` of the srcset: how wide the page is drawn, so the phone fetches the small image. */
  sizes: string;
  /** The page the reader shows first: the largest thing on screen, so it loads first and at once. */
  priority: boolean;
  /**
   * Not shown: the page after the one being read, fetched once the reader has started (it cannot
   * turn before), so that on a slow network the first page and the app get the bandwidth first.
   */
  preload?: boolean;
  /** The page's box: its width in the reader (the height follows from the page's proportions). */
  style?: CSSProperties;
  className?: string;
}

/**
 * One page in its own box. The box is `position: relative` and exactly the image's size, so what
 * is laid over the page lines up with it. width/height reserve the box before the image arrives
 * (nothing jumps); the page the reader opens at loads first and at once, the rest as they come near.
 * Its words lie over it (the text layer), with what other features draw there (highlights)
 * beneath them.
 */
export function DeckPageImage(props: DeckPageImageProps) {
  const text = useSharedText('reader', readerMessages);
  const { page, pageCount, sizes, priority, preload = false } = props;
  const reading = useReadingDeck();
  const started = useHydrated();
  const { pageOverlay } = useDeckSlots();
  return (
    <div
      data-page-box={page.number}
      hidden={preload}
      style={props.style}
      className={`relative ${props.className ?? ''}`}
    >
      <img
        src={page.large}
        srcSet={`${page.small} 600w, ${page.large} 1200w`}
        sizes={sizes}
        width={page.width}
        height={page.height}
        alt={text.pageAlt(page.number, pageCount)}
        loading={priority || (preload && started) ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : preload ? 'low' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
        draggable={false}
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
