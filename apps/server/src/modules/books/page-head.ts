import { paths } from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import { shortenAtWord } from '../../lib/shorten-text.ts';
import type { PageHead } from '../../plugins/page-heads.ts';
import { linkPreviewImage } from '../files/index.ts';
import { fileUrl } from './book-keys.ts';
import { isPublic } from './policies.ts';
import { findBook, findBookCard } from './repository.ts';

/** A public book's cover, the source of its link preview. */
export async function bookPreviewSource(db: Database, bookId: string): Promise<string | null> {
  const book = await findBook(db, bookId);
  return book && isPublic(book) ? book.coverKey : null;
}

export const bookDetailsPattern = /^\/bookdetails\/([^/]+)\/?$/i;

/** "by A and B · 3rd edition · 2019 · Publisher. <description>", kept to a preview's length. */
function describe(book: {
  authors: string[];
  edition: string;
  year: number | null;
  publisher: string;
  description: string;
  subjectName: string;
}): string {
  const facts = [
    book.authors.length ? `by ${book.authors.join(', ')}` : '',
    book.edition ? `${book.edition} edition`.replace(/edition edition$/i, 'edition') : '',
    book.year ? String(book.year) : '',
    book.publisher,
  ].filter(Boolean);
  const lead = `${book.subjectName} book${facts.length ? `, ${facts.join(' · ')}` : ''}.`;
  return shortenAtWord(
    book.description ? `${lead} ${book.description}` : `${lead} Read it online on MedShelf.`,
    300,
  );
}

/**
 * The head of a book's page: title, description, cover as the preview image (and preloaded),
 * schema.org Book. Books being processed or failed are not public: 404.
 */
export async function bookDetailsHead(
  db: Database,
  publicUrl: string,
  bookId: string,
): Promise<PageHead | null> {
  const [book, card] = await Promise.all([findBook(db, bookId), findBookCard(db, bookId)]);
  if (!book || !card || !isPublic(book)) return null;
  const canonicalPath = paths.bookDetails(book.id);
  const cover = book.coverKey ? fileUrl(book.coverKey) : null;
  const description = describe({ ...book, subjectName: card.subjectName });
  return {
    title: book.title,
    description,
    image: book.coverKey ? linkPreviewImage(publicUrl, book.coverKey) : undefined,
    canonicalPath: decodeURIComponent(canonicalPath),
    preloadImage: cover ? { href: cover } : undefined,
    jsonLd: {
      '@type': 'Book',
      name: book.title,
      description,
      url: `${publicUrl}${canonicalPath}`,
      ...(book.authors.length ? { author: book.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
      ...(book.isbn ? { isbn: book.isbn } : {}),
      ...(book.edition ? { bookEdition: book.edition } : {}),
      ...(book.year ? { datePublished: String(book.year) } : {}),
      ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
      ...(book.status === 'ready'
        ? { numberOfPages: book.pageCount, bookFormat: 'https://schema.org/EBook' }
        : {}),
      ...(cover ? { image: `${publicUrl}${cover}` } : {}),
      ...(card.categoryName ? { about: card.categoryName } : {}),
      ...(book.externalUrl ? { sameAs: book.externalUrl } : {}),
    },
  };
}
