import type { DeckPage } from '@medshelf/shared';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { DeckPageImage } from './deck-page-image.tsx';
import { ThumbnailStrip } from './thumbnail-strip.tsx';
import { useCurrentPage } from './use-current-page.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { usePageKeys } from './use-page-keys.ts';
import { usePageInAddress, useStartPage } from './use-page-param.ts';
import { useReadingTime } from './use-reading-time.ts';
import { ViewerToolbar } from './viewer-toolbar.tsx';

interface DeckViewerProps {
  title: string;
  pages: DeckPage[];
  /** Actions on the page being read, shown in the toolbar (issue 6: "Clip this page"). */
  renderPageActions?: (page: DeckPage) => ReactNode;
  /** The deck whose readers' time per page is reported to its uploader; none when left out. */
  reportReadingOf?: string;
  /** Told each page the reader comes to (for "Continue reading"). */
  onPageShown?: (page: number) => void;
}

const zoomSteps = [1, 1.5, 2, 3];
/**
 * How wide pages are drawn in the page (at most ~960 px, the column on a laptop). The same
 * string as the server's preload of the first page, so the browser reuses that download.
 */
const inPageSizes = '(max-width: 1024px) 100vw, 960px';

/**
 * The pages of a deck one under the other, as a phone reader expects: scroll or swipe, pinch to
 * zoom (the browser's own zoom is never blocked), ←/→, Previous/Next, the page strip, and
 * fullscreen with its own zoom buttons.
 */
export function DeckViewer({
  title,
  pages,
  renderPageActions,
  reportReadingOf,
  onPageShown,
}: DeckViewerProps) {
  const viewer = useRef<HTMLElement>(null);
  const stripId = useId();
  const fullscreen = useFullscreen(viewer);
  const { current, register, goTo } = useCurrentPage(pages.length, fullscreen.active);
  useReadingTime(reportReadingOf ?? null, current);
  useEffect(() => onPageShown?.(current), [onPageShown, current]);
  const startPage = useStartPage(pages.length);
  const [zoomStep, setZoomStep] = useState(0);
  const [stripOpen, setStripOpen] = useState(false);

  // The strip starts open where there is room for it (a laptop), closed on a phone. Before
  // paint, so it never appears after the page has drawn.
  useLayoutEffect(() => {
    setStripOpen(window.matchMedia('(min-width: 40rem)').matches);
  }, []);

  // Entering or leaving fullscreen keeps the page being read in view (the fullscreen viewer
  // opens scrolled to its top). Held at once, so the counter does not follow the jump; scrolled
  // a frame later, once the new layout is drawn.
  const reading = useRef(current);
  useEffect(() => {
    reading.current = current;
  }, [current]);
  useEffect(() => {
    const onChange = () => {
      const page = reading.current;
      goTo(page, { instant: true });
      requestAnimationFrame(() => goTo(page, { instant: true }));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [goTo]);
  // A link to a page (`?page=N`, from a search result or a shared address) opens at that page;
  // again a frame later, once anything above the viewer has taken its final height.
  useEffect(() => {
    if (!startPage || startPage <= 1) return;
    goTo(startPage, { instant: true });
    const frame = requestAnimationFrame(() => goTo(startPage, { instant: true }));
    return () => cancelAnimationFrame(frame);
  }, [startPage, goTo]);
  usePageInAddress(current);

  // Zoom belongs to fullscreen; back in the page, pages fit the column again.
  useEffect(() => {
    if (!fullscreen.active) setZoomStep(0);
  }, [fullscreen.active]);

  const previous = useCallback(() => goTo(current - 1), [goTo, current]);
  const next = useCallback(() => goTo(current + 1), [goTo, current]);
  usePageKeys(previous, next);

  const changeZoom = (by: number) => {
    const step = Math.min(Math.max(0, zoomStep + by), zoomSteps.length - 1);
    setZoomStep(step);
    // The page being read stays the one in view after the pages grow or shrink.
    requestAnimationFrame(() => goTo(current));
  };

  const zoom = zoomSteps[zoomStep] ?? 1;
  const currentPage = pages[current - 1];
  return (
    <section
      ref={viewer}
      aria-label={`Pages of ${title}`}
      className={
        fullscreen.active
          ? 'flex h-full flex-col overflow-auto bg-slate-800'
          : 'relative rounded-xl border border-slate-200 bg-slate-100'
      }
    >
      <ol className={`flex flex-1 flex-col gap-3 ${fullscreen.active ? 'p-2' : 'p-2 sm:p-3'}`}>
        {pages.map((page) => (
          <li
            key={page.number}
            data-page={page.number}
            ref={(element) => register(page.number - 1, element)}
            className="mx-auto w-full shadow-sm"
            style={
              fullscreen.active
                ? {
                    // Fit the screen's height at 100 %, then grow with the zoom (scroll sideways).
                    width: `calc(min(100%, (100dvh - ${stripOpen ? '10rem' : '4.5rem'}) * ${page.width / page.height}) * ${zoom})`,
                    maxWidth: 'none',
                    flexShrink: 0,
                  }
                : undefined
            }
          >
            <DeckPageImage
              page={page}
              priority={page.number === (startPage ?? 1)}
              pageCount={pages.length}
              sizes={fullscreen.active ? `${Math.round(zoom * 100)}vw` : inPageSizes}
            />
          </li>
        ))}
      </ol>
      <div className="sticky bottom-0 z-10 rounded-b-xl border-t border-slate-200 bg-white/95 px-2 py-1 backdrop-blur">
        {stripOpen ? (
          <ThumbnailStrip id={stripId} pages={pages} current={current} onSelect={goTo} />
        ) : (
          <div id={stripId} hidden />
        )}
        <ViewerToolbar
          current={current}
          pageCount={pages.length}
          onPrevious={previous}
          onNext={next}
          stripId={stripId}
          stripOpen={stripOpen}
          onToggleStrip={() => setStripOpen((open) => !open)}
          fullscreen={fullscreen}
          zoom={{
            percent: Math.round(zoom * 100),
            canIn: zoomStep < zoomSteps.length - 1,
            canOut: zoomStep > 0,
            zoomIn: () => changeZoom(1),
            zoomOut: () => changeZoom(-1),
          }}
          pageActions={currentPage && renderPageActions ? renderPageActions(currentPage) : null}
        />
      </div>
    </section>
  );
}
