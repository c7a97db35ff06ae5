import type { LoaderFunctionArgs } from 'react-router';
import { cachedData, prefetch } from '../../../lib/route-data.ts';
import { pages } from '../lazy.ts';
import { bookQuery } from './get-book.ts';
import { bookListParamsFrom, bookListQuery } from './list-books.ts';
import { relatedBooksQuery } from './related-books.ts';

/**
 * Only a link with a tab decides the list alone; without one the browser follows the visitor's
 * preference, which the page reads, and the server draws what a visitor without one sees.
 */
export function bookPageLoader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const tab = search.get('tab');
  if (!tab && !import.meta.env.SSR) return null;
  return prefetch(context, bookListQuery(bookListParamsFrom(search, tab ?? 'all', [])));
}

/**
 * The book is fetched while its page's code downloads, not after it, and once it is known, the
 * books related to it (so the server draws them too, not a placeholder that only the app
 * replaces); the reader's code too when the address opens the reader. Should that code not
 * come, the page draws without it and its reader waits for it (with the chunks' own retry)
 * where it stands.
 */
export async function bookDetailsLoader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = params.bookDocId ?? '';
  await Promise.all([
    // Only for a book that is there: a missing book's related books are a 404 of their own. In
    // the browser the book is rarely known yet; the page asks for them as it draws.
    prefetch(context, bookQuery(id)).then(() =>
      cachedData(context, bookQuery(id).queryKey) ? prefetch(context, relatedBooksQuery(id)) : null,
    ),
    pages
      .bookDetails()
      .then((page) => page.drawnParts(url))
      .catch(() => undefined),
  ]);
  return null;
}
