import type { SearchType } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import type { MessageId } from '../../lib/i18n/i18n.ts';
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

/** Message ids: the tab's name, the kind in a sentence, and a count of it (plural). */
export const typeLabels: Record<SearchType, { tab: MessageId; many: MessageId; count: MessageId }> = {
  slides: { tab: 'search.tabSlides', many: 'search.manySlides', count: 'search.countSlides' },
  books: { tab: 'search.tabBooks', many: 'search.manyBooks', count: 'search.countBooks' },
  journals: { tab: 'search.tabJournals', many: 'search.manyJournals', count: 'search.countJournals' },
  articles: { tab: 'search.tabArticles', many: 'search.manyArticles', count: 'search.countArticles' },
  news: { tab: 'search.tabNews', many: 'search.manyNews', count: 'search.countNews' },
  people: { tab: 'search.tabPeople', many: 'search.manyPeople', count: 'search.countPeople' },
};

export const hasFilters = (params: SearchParams) =>
  Boolean(params.faculty || params.subject || params.category);

/** A tab's count as shown: "1,000+" where the server stopped counting. */
export function countText(count: number, capped: boolean): string {
  return `${count.toLocaleString('en-IN')}${capped ? '+' : ''}`;
}
