import type { SearchType } from '@medshelf/shared';

/** What one results page asks for: the words, the tab, the filters and the page. */
export interface SearchParams {
  q: string;
  type: SearchType;
  faculty?: string | undefined;
  subject?: string | undefined;
  category?: string | undefined;
  page: number;
}

/** Query keys of search, in one place; `['search']` refreshes all of them. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
  suggestions: (q: string) => ['search', 'suggest', q] as const,
  popular: ['search', 'popular'] as const,
};
