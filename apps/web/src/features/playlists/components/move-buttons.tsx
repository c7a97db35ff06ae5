import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { MoveDirection } from '../hooks/use-move-focus.ts';

interface MoveButtonsProps {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove(direction: MoveDirection): void;
  buttonRef(direction: MoveDirection): (element: HTMLButtonElement | null) => void;
}

const moveButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent';

/**
 * Move up / Move down. At either end the button stays focusable but says it is unavailable
 * (aria-disabled), so the focus that followed the row is never dropped.
 */
export function MoveButtons({ name, isFirst, isLast, onMove, buttonRef }: MoveButtonsProps) {
  const t = useT();
  return (
    <div className="flex shrink-0">
      {(['up', 'down'] as const).map((direction) => {
        const unavailable = direction === 'up' ? isFirst : isLast;
        return (
          <button
            key={direction}
            ref={buttonRef(direction)}
            type="button"
            className={moveButton}
            aria-label={t(direction === 'up' ? 'playlists.moveUp' : 'playlists.moveDown', { name })}
            aria-disabled={unavailable || undefined}
            onClick={() => {
              if (!unavailable) onMove(direction);
            }}
          >
            <PlaylistIcon name={direction} />
          </button>
        );
      })}
    </div>
  );
}
