import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { bookQuery } from './get-book.ts';
import { bookListParamsFrom, bookListQuery } from './list-books.ts';

/**
 * Only a link with a tab decides the list alone; without one it follows the visitor's
 * preference, which the page reads.
 */
export function bookPageLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const tab = search.get('tab');
  if (tab) void queryClient.prefetchQuery(bookListQuery(bookListParamsFrom(search, tab, [])));
  return null;
}

/** The book is fetched while its page's code downloads, not after it. */
export function bookDetailsLoader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(bookQuery(params.bookDocId ?? ''));
  return null;
}
