import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { preloadableLazy } from '../../../lib/preloadable-lazy.tsx';

/**
 * The reader's code (the slides' viewer, its text layer, the reading position) is a chunk of
 * its own: most visits to a book's page only look at it, and read nothing.
 */
const loadReader = lazyWithRetry(() => import('./book-reader.tsx'));
export const bookReader = preloadableLazy(() => loadReader().then((module) => module.BookReader));

/** The reader is open by the address: `?read=1`, or a page of the book (a search result's link). */
export function readerRequested(search: URLSearchParams): boolean {
  return search.get('read') === '1' || search.has('page');
}

/**
 * What a book's page at this address draws from other chunks: loaded before the page is drawn
 * or hydrated, so that it draws at once instead of suspending (RouteHandle in app/lazy-page.tsx).
 */
export function drawnParts(url: URL): Promise<unknown> {
  return readerRequested(url.searchParams) ? bookReader.preload() : Promise.resolve();
}
