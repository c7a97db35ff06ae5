/**
 * The pages the bench measures on the built site: the lists and one of each content page, found
 * through the API once the demo content is there (it is seeded in the background at first start).
 */
import type { BookList, SlideOverview } from '@medshelf/shared';

const waitMs = 180_000;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface ContentPages {
  /** '/', '/slide', a deck, '/book', a book and a search, in that order. */
  all: string[];
  deck: string;
}

export async function findContentPages(origin: string): Promise<ContentPages> {
  const until = Date.now() + waitMs;
  for (;;) {
    const overview = await json<SlideOverview>(`${origin}/api/slides/overview?sort=newest`);
    const books = await json<BookList>(`${origin}/api/books?subject=all&sort=newest&page=1&pageSize=1`);
    const deck = overview.categories[0]?.decks[0];
    const book = books.items[0];
    if (deck && book) {
      const deckPath = `/slidedetails/${deck.id}/${deck.category.slug}/${deck.subCategory.slug}`;
      return {
        all: ['/', '/slide', deckPath, '/book', `/bookdetails/${book.id}`, '/search/searchtext/anatomy'],
        deck: deckPath,
      };
    }
    if (Date.now() > until) throw new Error('the demo content did not arrive within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
