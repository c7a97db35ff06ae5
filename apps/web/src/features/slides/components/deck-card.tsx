import type { DeckCard as DeckCardData } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Card, CardSkeleton } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useDeckSlots } from '../deck-slots.ts';

interface DeckCardProps {
  deck: DeckCardData;
  headingLevel: 2 | 3 | 4;
  /** Cards in the first row are on screen at once: their thumbnails load without waiting. */
  eager?: boolean;
}

/** Thumbnails share one 4:3 box, so a grid of portrait and landscape decks lines up. */
const thumbBox = 'aspect-[4/3] w-full rounded-t-xl bg-slate-100';

/** One deck in a list: the whole card is a link to the viewer (the title is the link's text). */
export function DeckCard({ deck, headingLevel, eager = false }: DeckCardProps) {
  const t = useT();
  const format = useFormat();
  const { cardAction } = useDeckSlots();
  return (
    <Card
      to={paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug)}
      title={deck.title}
      headingLevel={headingLevel}
      titleClassName="line-clamp-3 min-h-[2lh]"
      media={
        deck.thumbnail ? (
          <img
            src={deck.thumbnail}
            alt=""
            width={deck.thumbnailWidth}
            height={deck.thumbnailHeight}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={`${thumbBox} object-contain`}
          />
        ) : (
          <div aria-hidden="true" className={thumbBox} />
        )
      }
      trailing={cardAction?.(deck)}
    >
      <p className="truncate text-sm text-brand-800">{deck.subCategory.name}</p>
      <p className="truncate text-sm text-slate-700">{t('deck.byName', { name: deck.owner.displayName })}</p>
      <p className="mt-auto flex flex-wrap gap-x-3 pt-1 text-xs text-slate-600">
        <span>{format.count('deck.pages', deck.pageCount)}</span>
        <span>{format.count('deck.views', deck.views)}</span>
        <span>{format.count('deck.likes', deck.likes)}</span>
      </p>
    </Card>
  );
}

/** A card's shape while it loads: same box, same lines, so nothing moves when it arrives. */
export function DeckCardSkeleton() {
  return (
    <CardSkeleton media={<Skeleton className="aspect-[4/3] w-full rounded-b-none rounded-t-xl" />}>
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-3 w-1/2" />
      <Skeleton className="h-3 w-1/3" />
      <Skeleton className="mt-3 h-3 w-3/4" />
    </CardSkeleton>
  );
}
