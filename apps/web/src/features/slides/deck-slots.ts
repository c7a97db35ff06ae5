import type { DeckDetail, DeckPage } from '@medshelf/shared';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Controls of other features shown on decks (save to a playlist, clip a page). Slides renders
 * them where they belong without knowing those features: the app fills the slots, so the
 * features that build on decks can use slides' lists without a cycle.
 */
export interface DeckSlots {
  /** Over a deck card in any list. */
  cardAction?(deck: { id: string; title: string }): ReactNode;
  /** Beside the page the viewer shows. */
  pageAction?(deck: DeckDetail, page: DeckPage, signedIn: boolean): ReactNode;
  /** Among the deck's actions under the viewer. */
  deckAction?(deck: DeckDetail, signedIn: boolean): ReactNode;
  /** Drawn over a page's image, under its text layer (highlights). */
  pageOverlay?(deck: DeckDetail, page: DeckPage, signedIn: boolean): ReactNode;
  /** Beside the viewer, once: what acts on text selected on its pages ("Highlight"). */
  readerAction?(deck: DeckDetail, signedIn: boolean): ReactNode;
}

export const DeckSlotsContext = createContext<DeckSlots>({});

export const useDeckSlots = () => useContext(DeckSlotsContext);
