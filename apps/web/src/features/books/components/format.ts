import type { BookCard } from '@medshelf/shared';
import type { Language } from '@medshelf/shared/languages';
import { formatList } from '../../../lib/format.ts';
import type { Translate } from '../../../lib/i18n/use-t.ts';

/** "3rd edition" from "3rd" (editors type either; never "edition edition"). */
export function editionLabel(edition: string, t: Translate): string {
  const text = edition.trim();
  if (!text) return '';
  return /\bedition$/i.test(text) || /\bed\.?$/i.test(text) ? text : t('books.edition', { edition: text });
}

/** "2019 · 3rd edition", or whichever of the two the book has. */
export function yearAndEdition(book: Pick<BookCard, 'year' | 'edition'>, t: Translate): string {
  return [book.year ? String(book.year) : '', editionLabel(book.edition, t)].filter(Boolean).join(' · ');
}

/** "A, B and C", the way a reader says a list of authors. */
export function authorList(authors: string[], language: Language): string {
  return formatList(authors, language);
}
