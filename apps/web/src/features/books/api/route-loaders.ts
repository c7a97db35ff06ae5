import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '../../../lib/route-data.ts';
import { bookQuery } from './get-book.ts';
import { bookListParamsFrom, bookListQuery } from './list-books.ts';

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

/** The book is fetched while its page's code downloads, not after it. */
export function bookDetailsLoader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, bookQuery(params.bookDocId ?? ''));
}
