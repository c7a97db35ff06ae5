import { ClipPageButton, HighlightSelection, PageHighlights } from '../../features/clipboard/index.ts';
import { SaveToPlaylistButton } from '../../features/playlists/index.ts';
import type { DeckSlots } from '../../features/slides/index.ts';

/**
 * Playlists, the clipboard and highlights on every deck the slides feature shows (made once, so
 * cards keep their identity). A card's "save to a playlist" is for members only: the slots are
 * chosen once for the page, not asked for the account by every card of a list.
 */
export const memberDeckSlots: DeckSlots = {
  cardAction: (deck) => (
    <SaveToPlaylistButton deckId={deck.id} deckTitle={deck.title} signedIn variant="icon" />
  ),
  pageAction: (deck, page, signedIn) => (
    <ClipPageButton deckId={deck.id} deckTitle={deck.title} page={page} signedIn={signedIn} />
  ),
  deckAction: (deck, signedIn) => (
    <SaveToPlaylistButton deckId={deck.id} deckTitle={deck.title} signedIn={signedIn} />
  ),
  pageOverlay: (deck, page, signedIn) => <PageHighlights deckId={deck.id} page={page} signedIn={signedIn} />,
  readerAction: (deck, signedIn) => <HighlightSelection deck={deck} signedIn={signedIn} />,
};

export const visitorDeckSlots: DeckSlots = { ...memberDeckSlots, cardAction: undefined };
