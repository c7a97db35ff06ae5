import type { PageImageSize } from '../../documents/page-images.ts';

/**
 * Storage keys of a book's files. Page images and covers made from page 1 live under the PDF's
 * version, a given cover under a fresh token: every URL names content that never changes, so
 * it can be cached forever, and a replacement is a new URL.
 */
export const bookKeys = {
  book: (bookId: string) => `books/${bookId}/`,
  version: (bookId: string, version: number) => `books/${bookId}/v${version}/`,
  original: (bookId: string, version: number) => `books/${bookId}/v${version}/original.pdf`,
  page: (bookId: string, version: number, page: number, size: PageImageSize) =>
    `books/${bookId}/v${version}/pages/${page}-${size}.webp`,
  madeCover: (bookId: string, version: number) => `books/${bookId}/v${version}/cover.webp`,
  givenCover: (bookId: string, token: string) => `books/${bookId}/cover-${token}.webp`,
};

/** What /files/* serves of a book: page images and covers, never the PDF (its route is the download). */
export const servableBookKey =
  /^books\/[A-Za-z0-9]+\/(?:v\d+\/pages\/\d+-(?:large|small|thumb)\.webp|v\d+\/cover\.webp|cover-[A-Za-z0-9]+\.webp)$/;

/** The stored images a book's link preview may be made from: its covers. */
export const bookPreviewSourceKey = /^books\/([A-Za-z0-9]+)\/(?:v\d+\/cover|cover-[A-Za-z0-9]+)\.webp$/;

/** True when the cover was made from page 1 of this version (it goes when the PDF is replaced). */
export const isMadeCover = (key: string, bookId: string, version: number) =>
  key === bookKeys.madeCover(bookId, version);

export const fileUrl = (key: string) => `/files/${key}`;
