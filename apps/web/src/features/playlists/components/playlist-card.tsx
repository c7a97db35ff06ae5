import type { PlaylistNode } from '@medshelf/shared';
import { Link } from 'react-router';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { levelCounts } from './level-counts.ts';
import { PlaylistIcon, VisibilityBadge } from './playlist-icons.tsx';

const thumbBox = 'aspect-[4/3] w-full rounded-t-xl bg-slate-100';
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

interface PlaylistCardProps {
  level: PlaylistNode;
  to: string;
  headingLevel: 2 | 3;
  /** The owner sees which levels are private. */
  showVisibility: boolean;
}

/** A playlist as a card: its first deck's picture, name (the link) and what it holds. */
export function PlaylistCard({ level, to, headingLevel, showVisibility }: PlaylistCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {level.thumbnail ? (
        <img
          src={level.thumbnail}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          className={`${thumbBox} object-contain`}
        />
      ) : (
        <div aria-hidden="true" className={`${thumbBox} flex items-center justify-center text-slate-400`}>
          <PlaylistIcon name="folder" className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 font-semibold leading-snug text-slate-900">
          <Link
            to={to}
            className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:text-brand-800"
          >
            {level.name}
          </Link>
        </Heading>
        <p className="text-sm text-slate-700">{levelCounts(level)}</p>
        {showVisibility ? (
          <p className="mt-auto pt-1">
            <VisibilityBadge isPublic={level.isPublic} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

interface PlaylistGridProps {
  levels: PlaylistNode[];
  linkTo(level: PlaylistNode): string;
  headingLevel: 2 | 3;
  showVisibility: boolean;
  label: string;
}

export function PlaylistGrid({ levels, linkTo, headingLevel, showVisibility, label }: PlaylistGridProps) {
  return (
    <CardGrid
      items={levels}
      className={gridClass}
      label={label}
      renderItem={(level) => (
        <PlaylistCard
          level={level}
          to={linkTo(level)}
          headingLevel={headingLevel}
          showVisibility={showVisibility}
        />
      )}
    />
  );
}

export function PlaylistGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <CardGridSkeleton
      className={gridClass}
      count={count}
      label="Loading playlists…"
      placeholder={
        <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-b-none rounded-t-xl" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      }
    />
  );
}
