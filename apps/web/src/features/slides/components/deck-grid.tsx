import type { DeckCard as DeckCardData } from '@medshelf/shared';
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
    <ul className={gridClass} aria-label={label}>
      {decks.map((deck, index) => (
        <li key={deck.id}>
          <DeckCard deck={deck} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function DeckGridSkeleton({
  count = 8,
  label = 'Loading slides…',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart.
          <DeckCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
