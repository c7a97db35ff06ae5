import type { DeckPage } from '@medshelf/shared';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { setHeaderHidden, toggleHeader } from '../../../../lib/site-header.ts';
import { DeckPageImage } from './deck-page-image.tsx';
import { usePinchZoomed } from './use-pinch-zoomed.ts';
import type { ReaderFit } from './use-reader-prefs.ts';
import { useStageGestures } from './use-stage-gestures.ts';

interface PagePlayerProps {
  pages: DeckPage[];
  current: number;
  fit: ReaderFit;
  fullscreen: boolean;
  /** Toolbar rows under the page in fullscreen (with the thumbnails open, two). */
  fullscreenChrome: string;
  zoom: number;
  /** A double tap zooms in at the finger, a second one back to the whole page. */
  onDoubleTap(): void;
  onPrevious(): void;
  onNext(): void;
  sizes: string;
  priorityPage: number;
}

/**
 * One page at a time: the page being read, and the next one fetched out of sight so turning is
 * instant. The page fits the window (its whole height, leaving the room the page asks for below
 * it) or the column's width; zoomed, it scrolls inside its frame. Fingers swipe to turn and
 * double-tap to zoom; the browser keeps vertical scrolling and pinch zoom (`touch-action`).
 */
export function PagePlayer(props: PagePlayerProps) {
  const { pages, current, zoom, fullscreen } = props;
  const stage = useRef<HTMLDivElement>(null);
  const pinched = usePinchZoomed();
  // Where a double tap landed, as a share of the page's box, kept under the finger as it grows.
  const anchor = useRef<{ fx: number; fy: number; x: number; y: number } | null>(null);
  const gestures = useStageGestures({
    swipe: zoom === 1 && !pinched,
    onPrevious: () => {
      setHeaderHidden(true);
      props.onPrevious();
    },
    onNext: () => {
      setHeaderHidden(true);
      props.onNext();
    },
    onTap: toggleHeader,
    onDoubleTap: (x, y) => {
      const box = stage.current?.querySelector<HTMLElement>(`[data-page-box="${current}"]`);
      const rect = box?.getBoundingClientRect();
      anchor.current = rect
        ? { fx: (x - rect.left) / rect.width, fy: (y - rect.top) / rect.height, x, y }
        : null;
      props.onDoubleTap();
    },
  });

  useLayoutEffect(() => {
    const at = anchor.current;
    const view = stage.current;
    const box = view?.querySelector<HTMLElement>(`[data-page-box="${current}"]`);
    anchor.current = null;
    if (!at || !view || !box || zoom === 1) return;
    const viewRect = view.getBoundingClientRect();
    view.scrollLeft = at.fx * box.offsetWidth - (at.x - viewRect.left);
    view.scrollTop = at.fy * box.offsetHeight - (at.y - viewRect.top);
  }, [zoom, current]);

  const shown = pages.slice(current - 1, current + 1);
  return (
    <div
      ref={stage}
      {...gestures}
      className={`${zoom > 1 ? 'overflow-auto' : 'overflow-hidden'} ${
        fullscreen ? 'flex-1' : zoom > 1 ? 'max-h-[calc(100dvh-var(--reader-top))]' : ''
      } p-2 sm:p-3`}
      style={{ touchAction: zoom > 1 || pinched ? 'auto' : 'pan-y pinch-zoom' }}
    >
      {shown.map((page) => (
        <DeckPageImage
          key={page.number}
          page={page}
          pageCount={pages.length}
          priority={page.number === props.priorityPage}
          preload={page.number !== current}
          sizes={props.sizes}
          className="mx-auto shadow-sm"
          style={frameStyle(page, props)}
        />
      ))}
    </div>
  );
}

/** The page's width: fitted to the window's height or the column's width, times the zoom. */
function frameStyle(
  page: DeckPage,
  { fit, fullscreen, fullscreenChrome, zoom }: PagePlayerProps,
): CSSProperties {
  const aspect = page.width / page.height;
  const height = fullscreen
    ? `(100dvh - ${fullscreenChrome})`
    : fit === 'page'
      ? 'var(--reader-page-height)'
      : null;
  const fitted = height ? `min(100%, ${height} * ${aspect})` : '100%';
  return { width: `calc(${fitted} * ${zoom})`, maxWidth: 'none' };
}
