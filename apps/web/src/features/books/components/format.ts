import type { BookCard } from '@medshelf/shared';

/** "3rd edition" from "3rd" (editors type either; never "edition edition"). */
export function editionLabel(edition: string): string {
  const text = edition.trim();
  if (!text) return '';
  return /\bedition$/i.test(text) || /\bed\.?$/i.test(text) ? text : `${text} edition`;
}

/** "2019 · 3rd edition", or whichever of the two the book has. */
export function yearAndEdition(book: Pick<BookCard, 'year' | 'edition'>): string {
  return [book.year ? String(book.year) : '', editionLabel(book.edition)].filter(Boolean).join(' · ');
}

/** "A, B and C", the way a reader says a list of authors. */
export function authorList(authors: string[]): string {
  if (authors.length <= 1) return authors[0] ?? '';
  return `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)}`;
}
