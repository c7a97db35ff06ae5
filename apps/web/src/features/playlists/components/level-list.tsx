import type { PlaylistNode } from '@medshelf/shared';
import { Link } from 'react-router';
import { PlaylistIcon, VisibilityBadge } from '../../../components/ui/playlist-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useMoveFocus } from '../hooks/use-move-focus.ts';
import { levelCounts } from './level-counts.ts';
import { MoveButtons } from './move-buttons.tsx';

interface LevelListProps {
  levels: PlaylistNode[];
  /** The list's name for screen readers, e.g. "Sub-levels of Pathology". */
  label: string;
  linkTo(level: PlaylistNode): string;
  /** The owner's list: public/private shown, and Move up/Move down. */
  onReorder?: (ids: string[]) => void;
}

/** Playlist levels as rows: name (a link), what each holds, and for the owner its order. */
export function LevelList({ levels, label, linkTo, onReorder }: LevelListProps) {
  const t = useT();
  const { move, buttonRef, announcement } = useMoveFocus(
    levels,
    (level) => level.name,
    (ids) => onReorder?.(ids),
  );
  return (
    <>
      <ul
        aria-label={label}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {levels.map((level, index) => (
          <li key={level.id} className="flex items-center gap-3 px-3 py-2">
            <PlaylistIcon name="folder" className="size-6 text-brand-700" />
            <div className="min-w-0 flex-1">
              <Link
                to={linkTo(level)}
                className="block truncate font-semibold text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {level.name}
              </Link>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {levelCounts(t, level)}
                {onReorder ? <VisibilityBadge isPublic={level.isPublic} /> : null}
              </p>
            </div>
            {onReorder && levels.length > 1 ? (
              <MoveButtons
                name={level.name}
                isFirst={index === 0}
                isLast={index === levels.length - 1}
                onMove={(direction) => move(level, direction)}
                buttonRef={(direction) => buttonRef(level.id, direction)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

export function LevelListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart.
        <li key={index} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="size-6" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
