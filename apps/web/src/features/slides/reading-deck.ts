import type { DeckDetail } from '@medshelf/shared';
import { createContext, useContext } from 'react';

/**
 * The deck whose pages the viewer shows, for what other features draw on a page (the
 * `pageOverlay` slot). None for a book's pages, which the same viewer shows.
 */
export const ReadingDeckContext = createContext<{ deck: DeckDetail; signedIn: boolean } | null>(null);

export const useReadingDeck = () => useContext(ReadingDeckContext);
