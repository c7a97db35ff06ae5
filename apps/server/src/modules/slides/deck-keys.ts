import type { PageImageSize } from '../../documents/page-images.ts';

/** Storage keys and public URLs of a deck's files; the version makes every URL immutable. */
export const deckKeys = {
  deck: (deckId: string) => `decks/${deckId}/`,
  version: (deckId: string, version: number) => `decks/${deckId}/v${version}/`,
  pages: (deckId: string, version: number) => `decks/${deckId}/v${version}/pages/`,
  original: (deckId: string, version: number) => `decks/${deckId}/v${version}/original`,
  /** A presentation converted to PDF, kept for the later runs that render the rest of its pages. */
  converted: (deckId: string, version: number) => `decks/${deckId}/v${version}/converted.pdf`,
  page: (deckId: string, version: number, page: number, size: PageImageSize) =>
    `decks/${deckId}/v${version}/pages/${page}-${size}.webp`,
};

/** What /files/* serves of a deck: its page images, never the original (its download checks permission). */
export const servableDeckKey = /^decks\/[A-Za-z0-9]+\/v\d+\/pages\/\d+-(large|small|thumb)\.webp$/;

/** Files are served under /files/<key> (files routes). */
export const fileUrl = (key: string) => `/files/${key}`;

/**
 * The API address of a page's words (its text layer). The version changes the address when the
 * file is replaced, so a copy kept by the browser or a CDN is never another file's words.
 */
export const textLayerPath = (deckId: string, version: number, page: number) =>
  `/api/decks/${deckId}/pages/${page}/text?v=${version}`;
