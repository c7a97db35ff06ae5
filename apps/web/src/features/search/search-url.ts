import type { SearchType } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import type { SearchParams } from './api/search-keys.ts';

/**
 * The address of a results page. Slides are the first tab and page 1 the first page, so
 * neither is written out: one search has one address.
 */
export function searchUrl(params: Partial<SearchParams> & { q: string }): string {
  const search = new URLSearchParams();
  if (params.type && params.type !== 'slides') search.set('type', params.type);
  for (const name of ['faculty', 'subject', 'category'] as const) {
    const value = params[name];
    if (value) search.set(name, value);
  }
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return `${paths.search(params.q)}${query ? `?${query}` : ''}`;
}

export const typeLabels: Record<SearchType, { tab: string; one: string; many: string }> = {
  slides: { tab: 'Slides', one: 'slide deck', many: 'slide decks' },
  books: { tab: 'Books', one: 'book', many: 'books' },
  journals: { tab: 'Journals', one: 'journal', many: 'journals' },
  articles: { tab: 'Articles', one: 'article', many: 'articles' },
  news: { tab: 'News', one: 'news story', many: 'news stories' },
  people: { tab: 'People', one: 'person', many: 'people' },
};

export const hasFilters = (params: SearchParams) =>
  Boolean(params.faculty || params.subject || params.category);

/** A tab's count as shown: "1,000+" where the server stopped counting. */
export function countText(count: number, capped: boolean): string {
  return `${count.toLocaleString('en-IN')}${capped ? '+' : ''}`;
}
