import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '../../../lib/route-data.ts';
import { bookQuery } from './get-book.ts';
import { bookListParamsFrom, bookListQuery } from './list-books.ts';

/**
 * Only a link with a tab decides the list alone; without one it follows the visitor's
 * preference, which the page reads.
 */
export function bookPageLoader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const tab = search.get('tab');
  return tab ? prefetch(context, bookListQuery(bookListParamsFrom(search, tab, []))) : null;
}

/** The book is fetched while its page's code downloads, not after it. */
export function bookDetailsLoader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, bookQuery(params.bookDocId ?? ''));
}
