import type { DeckSort } from '@medshelf/shared';

/**
 * Query keys of everything about decks, in one place: a change to one deck (a like, a new
 * comment) can then refresh exactly what shows it, and `['decks']` refreshes all of them.
 */
export const deckKeys = {
  all: ['decks'] as const,
  overview: (subjects: string[], sort: DeckSort) =>
    ['decks', 'overview', { subjects: [...subjects].sort(), sort }] as const,
  list: (params: DeckListParams) => ['decks', 'list', params] as const,
  detail: (id: string) => ['decks', 'detail', id] as const,
  comments: (id: string) => ['decks', 'detail', id, 'comments'] as const,
  related: (id: string) => ['decks', 'detail', id, 'related'] as const,
};

export interface DeckListParams {
  category: string;
  /** Empty for every deck of the category. */
  subCategory: string;
  sort: DeckSort;
  page: number;
  pageSize: number;
  /** The `next` cursor of the page before, from the pager's Next link; empty: by page number. */
  after: string;
}
