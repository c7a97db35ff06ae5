import type { PlaylistNode } from '@medshelf/shared';
import { Card, CardSkeleton } from '../../../components/ui/card.tsx';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { PlaylistIcon, VisibilityBadge } from '../../../components/ui/playlist-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { levelCounts } from './level-counts.ts';

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
  const t = useT();
  return (
    <Card
      to={to}
      title={level.name}
      headingLevel={headingLevel}
      media={
        level.thumbnail ? (
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
        )
      }
    >
      <p className="text-sm text-slate-700">{levelCounts(t, level)}</p>
      {showVisibility ? (
        <p className="mt-auto pt-1">
          <VisibilityBadge isPublic={level.isPublic} />
        </p>
      ) : null}
    </Card>
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
  const t = useT();
  return (
    <CardGridSkeleton
      className={gridClass}
      count={count}
      label={t('playlists.loadingPlaylists')}
      placeholder={
        <CardSkeleton media={<Skeleton className="aspect-[4/3] w-full rounded-b-none rounded-t-xl" />}>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </CardSkeleton>
      }
    />
  );
}
