import type { DeckCard as DeckCardData } from '@medshelf/shared';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DeckCard, DeckCardSkeleton } from './deck-card.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

interface DeckGridProps {
  decks: DeckCardData[];
  headingLevel: 2 | 3 | 4;
  /** How many cards come first on screen (their thumbnails are not lazy); 0 below the fold. */
  eagerCount?: number;
  label?: string;
}

/** Decks as a responsive grid of cards: two columns on a phone, up to four on a laptop. */
export function DeckGrid({ decks, headingLevel, eagerCount = 4, label }: DeckGridProps) {
  return (
    <CardGrid
      items={decks}
      className={gridClass}
      label={label}
      renderItem={(deck, index) => (
        <DeckCard deck={deck} headingLevel={headingLevel} eager={index < eagerCount} />
      )}
    />
  );
}

export function DeckGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <CardGridSkeleton
      className={gridClass}
      count={count}
      label={label ?? t('deck.loadingSlides')}
      placeholder={<DeckCardSkeleton />}
    />
  );
}
