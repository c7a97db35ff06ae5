import { useT } from '../../../lib/i18n/use-t.ts';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { useRelatedDecks } from '../api/related-decks.ts';
import { DeckGrid, DeckGridSkeleton } from './deck-grid.tsx';

/**
 * More decks on the same topic, fetched as the reader scrolls near them; nothing at all when
 * there are none (no empty box).
 */
export function RelatedDecks({ deckId }: { deckId: string }) {
  const t = useT();
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const related = useRelatedDecks(deckId, near);
  if (related.isPending && related.fetchStatus !== 'paused') {
    return (
      <div ref={ref} className="mt-12">
        {/* Until it is near the screen, nothing is being loaded. */}
        {near ? <DeckGridSkeleton count={4} label={t('deck.loadingRelated')} /> : null}
      </div>
    );
  }
  const decks = related.data?.items ?? [];
  if (!decks.length) return null;
  return (
    <section aria-labelledby="related-decks" className="mt-12">
      <h2 id="related-decks" className="mb-4 text-xl font-bold text-slate-900">
        {t('deck.related')}
      </h2>
      {/* Far below the pages: every thumbnail can wait until it is scrolled near. */}
      <DeckGrid decks={decks} headingLevel={3} eagerCount={0} />
    </section>
  );
}
