import type { ReactNode } from 'react';
import { Icon } from '../../../../components/ui/icons.tsx';

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
  /** Actions on the page being read (issue 6: "Clip this page" goes here). */
  pageActions?: ReactNode;
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous / "Page N of M" / Next, the page strip, zoom (in fullscreen) and fullscreen. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { current, pageCount, fullscreen, zoom } = props;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={iconButton}
        onClick={props.onPrevious}
        disabled={current <= 1}
        aria-label="Previous page"
      >
        <Icon name="previous" className="size-6" />
      </button>
      <p
        aria-live="polite"
        aria-atomic="true"
        className="min-w-24 text-center text-sm font-semibold text-slate-900 tabular-nums"
      >
        Page {current} of {pageCount}
      </p>
      <button
        type="button"
        className={iconButton}
        onClick={props.onNext}
        disabled={current >= pageCount}
        aria-label="Next page"
      >
        <Icon name="next" className="size-6" />
      </button>
      {props.pageActions}
      <div className="ml-auto flex items-center gap-1">
        {fullscreen.active ? (
          <>
            <button
              type="button"
              className={iconButton}
              onClick={zoom.zoomOut}
              disabled={!zoom.canOut}
              aria-label="Zoom out"
            >
              <Icon name="minus" />
            </button>
            <output aria-live="polite" className="w-12 text-center text-sm text-slate-800 tabular-nums">
              <span className="sr-only">Zoom </span>
              {zoom.percent}%
            </output>
            <button
              type="button"
              className={iconButton}
              onClick={zoom.zoomIn}
              disabled={!zoom.canIn}
              aria-label="Zoom in"
            >
              <Icon name="plus" />
            </button>
          </>
        ) : null}
        <button
          type="button"
          className={`${iconButton} ${props.stripOpen ? 'bg-brand-50 text-brand-900' : ''}`}
          onClick={props.onToggleStrip}
          aria-expanded={props.stripOpen}
          aria-controls={props.stripId}
          aria-label="Page thumbnails"
        >
          <Icon name="pages" />
        </button>
        {fullscreen.supported ? (
          <button
            type="button"
            className={iconButton}
            onClick={fullscreen.toggle}
            aria-label={fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'}
          >
            <Icon name={fullscreen.active ? 'compress' : 'expand'} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
