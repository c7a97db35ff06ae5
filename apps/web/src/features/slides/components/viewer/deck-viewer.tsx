import type { DeckPage } from '@medshelf/shared';
import { readerMessages } from '@medshelf/shared/reader-messages';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSharedText } from '../../../../lib/i18n/shared-text.ts';
import { useAutoHideHeader } from '../../../../lib/site-header.ts';
import { PagePlayer } from './page-player.tsx';
import { PageScroll } from './page-scroll.tsx';
import { ThumbnailStrip } from './thumbnail-strip.tsx';
import { useCurrentPage } from './use-current-page.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { usePageKeys } from './use-page-keys.ts';
import { usePageInAddress, useStartPage } from './use-page-param.ts';
import { useReaderPrefs } from './use-reader-prefs.ts';
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
/** A double tap zooms to this step, a second one back to the whole page. */
const doubleTapStep = 2;
/**
 * How wide pages are drawn in the page (at most ~960 px, the column on a laptop). The same
 * string as the server's preload of the first page, so the browser reuses that download.
 */
const inPageSizes = '(max-width: 1024px) 100vw, 960px';
/**
 * The height a fitted page may take: the window less the site's header (two rows on a phone),
 * the toolbar and `--reader-room`, which a page sets to keep what follows the reader (a deck's
 * title and actions) on the first screen. Never so small that the page is a stamp.
 */
const fitVariables =
  '[--reader-top:12rem] md:[--reader-top:10rem] [--reader-page-height:max(10rem,calc(100dvh-var(--reader-top)-var(--reader-room,0rem)))]';

/**
 * A deck's (or a book's) pages. By default one page at a time, as SlideShare and Speaker Deck
 * show a deck: Previous/Next, ←/→, swipe, a double tap to zoom, the page strip, fullscreen.
 * Readers who prefer it scroll through every page instead (remembered on the device). The
 * browser's own pinch zoom is never blocked.
 */
export function DeckViewer({
  title,
  pages,
  renderPageActions,
  reportReadingOf,
  onPageShown,
}: DeckViewerProps) {
  const text = useSharedText('reader', readerMessages);
  const viewer = useRef<HTMLElement>(null);
  const stripId = useId();
  const fullscreen = useFullscreen(viewer);
  const prefs = useReaderPrefs();
  const scrolling = prefs.mode === 'scroll';
  const startPage = useStartPage(pages.length);
  const scroll = useCurrentPage(pages.length, fullscreen.active, scrolling);
  const [playerPage, setPlayerPage] = useState(startPage ?? 1);
  const current = scrolling ? scroll.current : playerPage;
  useReadingTime(reportReadingOf ?? null, current);
  useEffect(() => onPageShown?.(current), [onPageShown, current]);
  useAutoHideHeader(!scrolling && !fullscreen.active);
  const [zoomStep, setZoomStep] = useState(0);
  const [stripOpen, setStripOpen] = useState(false);

  // A link to another page of the same deck (a search result) moves the reader there.
  useEffect(() => {
    if (startPage) setPlayerPage(startPage);
  }, [startPage]);
  // The scrolled pages open at the page being read: the one the link asked for, or where the
  // one-page reader was. Again a frame later, once anything above has taken its final height.
  const scrollGoTo = scroll.goTo;
  useEffect(() => {
    if (!scrolling || playerPage <= 1) return;
    scrollGoTo(playerPage, { instant: true });
    const frame = requestAnimationFrame(() => scrollGoTo(playerPage, { instant: true }));
    return () => cancelAnimationFrame(frame);
  }, [scrolling, playerPage, scrollGoTo]);

  // Entering or leaving fullscreen keeps the scrolled page in view (the fullscreen viewer opens
  // scrolled to its top). Held at once, so the counter does not follow the jump; scrolled a
  // frame later, once the new layout is drawn.
  const reading = useRef(current);
  useEffect(() => {
    reading.current = current;
  }, [current]);
  useEffect(() => {
    if (!scrolling) return;
    const onChange = () => {
      const page = reading.current;
      scrollGoTo(page, { instant: true });
      requestAnimationFrame(() => scrollGoTo(page, { instant: true }));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [scrolling, scrollGoTo]);
  usePageInAddress(current);

  // Zoom belongs to fullscreen and to a double tap on one page; back in the page, or on
  // another page (see goTo), pages fit again.
  useEffect(() => {
    if (!fullscreen.active) setZoomStep(0);
  }, [fullscreen.active]);

  const goTo = useCallback(
    (page: number) => {
      if (scrolling) return scrollGoTo(page);
      setPlayerPage(Math.min(Math.max(1, page), pages.length));
      if (!fullscreen.active) setZoomStep(0);
    },
    [scrolling, scrollGoTo, pages.length, fullscreen.active],
  );
  const previous = useCallback(() => goTo(current - 1), [goTo, current]);
  const next = useCallback(() => goTo(current + 1), [goTo, current]);
  usePageKeys(previous, next);

  // The page being read stays the one in view as the pages grow or shrink: scrolled to before the
  // new sizes are painted, and to the page of that render, so a page turned in between (← pressed
  // at once) is the one kept, not the one read when the zoom was asked for.
  const zoomChanged = useRef(false);
  const changeZoom = (by: number) => {
    const step = Math.min(Math.max(0, zoomStep + by), zoomSteps.length - 1);
    // No render follows a step that stays: a flag left set would move the reader at the next one.
    if (step === zoomStep) return;
    setZoomStep(step);
    zoomChanged.current = scrolling;
  };
  useLayoutEffect(() => {
    if (!zoomChanged.current) return;
    zoomChanged.current = false;
    scrollGoTo(current, { instant: true });
  });

  const toggleMode = () => {
    if (scrolling) setPlayerPage(scroll.current);
    prefs.setMode(scrolling ? 'player' : 'scroll');
  };

  const zoom = zoomSteps[zoomStep] ?? 1;
  const currentPage = pages[current - 1];
  const fullscreenChrome = stripOpen ? '10rem' : '4.5rem';
  const sizes = fullscreen.active ? `${Math.round(zoom * 100)}vw` : inPageSizes;
  const priorityPage = startPage ?? 1;
  return (
    <section
      ref={viewer}
      aria-label={text.region(title)}
      data-mode={prefs.mode}
      className={`${fitVariables} ${
        fullscreen.active
          ? 'flex h-full flex-col overflow-auto bg-slate-800'
          : 'relative border-slate-200 bg-slate-100 sm:rounded-xl sm:border'
      }`}
    >
      {scrolling ? (
        <PageScroll
          pages={pages}
          fullscreen={fullscreen.active}
          fullscreenChrome={fullscreenChrome}
          zoom={zoom}
          sizes={sizes}
          priorityPage={priorityPage}
          register={scroll.register}
        />
      ) : (
        <PagePlayer
          pages={pages}
          current={playerPage}
          fit={prefs.fit}
          fullscreen={fullscreen.active}
          fullscreenChrome={fullscreenChrome}
          zoom={zoom}
          onDoubleTap={() => setZoomStep((step) => (step === 0 ? doubleTapStep : 0))}
          onPrevious={previous}
          onNext={next}
          sizes={sizes}
          priorityPage={priorityPage}
        />
      )}
      <div
        className={`z-10 border-t border-slate-200 bg-white/95 px-1 py-1 backdrop-blur sm:rounded-b-xl sm:px-2 ${
          scrolling ? 'sticky bottom-0' : ''
        }`}
      >
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
          scrolling={scrolling}
          onToggleMode={toggleMode}
          fitWidth={!scrolling && !fullscreen.active ? prefs.fit === 'width' : undefined}
          onToggleFit={() => prefs.setFit(prefs.fit === 'width' ? 'page' : 'width')}
          pageActions={currentPage && renderPageActions ? renderPageActions(currentPage) : null}
        />
      </div>
    </section>
  );
}
