import { ClipPageButton, HighlightSelection, PageHighlights } from '../../features/clipboard/index.ts';
import { DeckCardSaveButton, SaveToPlaylistButton } from '../../features/playlists/index.ts';
import type { DeckSlots } from '../../features/slides/index.ts';

/** Playlists, the clipboard and highlights on every deck the slides feature shows (once, so cards keep their identity). */
export const deckSlots: DeckSlots = {
  cardAction: (deck) => <DeckCardSaveButton deckId={deck.id} deckTitle={deck.title} />,
  pageAction: (deck, page, signedIn) => (
    <ClipPageButton deckId={deck.id} deckTitle={deck.title} page={page} signedIn={signedIn} />
  ),
  deckAction: (deck, signedIn) => (
    <SaveToPlaylistButton deckId={deck.id} deckTitle={deck.title} signedIn={signedIn} />
  ),
  pageOverlay: (deck, page, signedIn) => <PageHighlights deckId={deck.id} page={page} signedIn={signedIn} />,
  readerAction: (deck, signedIn) => <HighlightSelection deck={deck} signedIn={signedIn} />,
};
