import { readerMessages } from '@medshelf/shared/reader-messages';
import type { ReactNode } from 'react';
import { Icon } from '../../../../components/ui/icons.tsx';
import { useSharedText } from '../../../../lib/i18n/shared-text.ts';

interface ViewerToolbarProps {
  current: number;
  pageCount: number;
  onPrevious(): void;
  onNext(): void;
  stripId: string;
  stripOpen: boolean;
  onToggleStrip(): void;
  fullscreen: { supported: boolean; active: boolean; toggle(): void };
  zoom: { percent: number; canIn: boolean; canOut: boolean; zoomIn(): void; zoomOut(): void };
  scrolling: boolean;
  onToggleMode(): void;
  /** Whether the page fills the width rather than the window; undefined where there is no choice. */
  fitWidth?: boolean;
  onToggleFit(): void;
  /** Actions on the page being read (issue 6: "Clip this page" goes here). */
  pageActions?: ReactNode;
}

const iconButtonShape =
  'size-11 shrink-0 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';
const iconButton = `inline-flex ${iconButtonShape}`;
const pressed = 'bg-brand-50 text-brand-900';

/**
 * One row: Previous, "3 / 24", Next, the page's actions, then zoom (in fullscreen), the fit,
 * the page strip, scrolling through all pages and fullscreen. Every control is 44 px and named.
 */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const text = useSharedText('reader', readerMessages);
  const { current, pageCount, fullscreen, zoom } = props;
  return (
    <div className="flex flex-wrap items-center gap-0.5">
      <button
        type="button"
        className={iconButton}
        onClick={props.onPrevious}
        disabled={current <= 1}
        aria-label={text.previous}
      >
        <Icon name="previous" className="size-6" />
      </button>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="min-w-12 text-center text-sm font-semibold text-slate-900 tabular-nums"
      >
        <span aria-hidden="true">{text.counter(current, pageCount)}</span>
        <span className="sr-only">{text.pageAlt(current, pageCount)}</span>
      </p>
      <button
        type="button"
        className={iconButton}
        onClick={props.onNext}
        disabled={current >= pageCount}
        aria-label={text.next}
      >
        <Icon name="next" className="size-6" />
      </button>
      {props.pageActions}
      <div className="ml-auto flex items-center gap-0.5">
        {fullscreen.active ? (
          <>
            <button
              type="button"
              className={iconButton}
              onClick={zoom.zoomOut}
              disabled={!zoom.canOut}
              aria-label={text.zoomOut}
            >
              <Icon name="minus" />
            </button>
            <output aria-live="polite" className="w-12 text-center text-sm text-slate-800 tabular-nums">
              <span className="sr-only">{text.zoomLevel} </span>
              {zoom.percent}%
            </output>
            <button
              type="button"
              className={iconButton}
              onClick={zoom.zoomIn}
              disabled={!zoom.canIn}
              aria-label={text.zoomIn}
            >
              <Icon name="plus" />
            </button>
          </>
        ) : null}
        {props.fitWidth === undefined ? null : (
          // On a phone the page always fills the width; the choice matters where there is room.
          <button
            type="button"
            className={`${iconButtonShape} hidden sm:inline-flex ${props.fitWidth ? pressed : ''}`}
            onClick={props.onToggleFit}
            aria-pressed={props.fitWidth}
            aria-label={text.fitWidth}
          >
            <Icon name="fitWidth" />
          </button>
        )}
        <button
          type="button"
          className={`${iconButton} ${props.stripOpen ? pressed : ''}`}
          onClick={props.onToggleStrip}
          aria-expanded={props.stripOpen}
          aria-controls={props.stripId}
          aria-label={text.thumbnails}
        >
          <Icon name="pages" />
        </button>
        <button
          type="button"
          className={`${iconButton} ${props.scrolling ? pressed : ''}`}
          onClick={props.onToggleMode}
          aria-pressed={props.scrolling}
          aria-label={text.scrollMode}
        >
          <Icon name="scroll" />
        </button>
        {fullscreen.supported ? (
          <button
            type="button"
            className={iconButton}
            onClick={fullscreen.toggle}
            aria-label={fullscreen.active ? text.exitFullscreen : text.fullscreen}
          >
            <Icon name={fullscreen.active ? 'compress' : 'expand'} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
