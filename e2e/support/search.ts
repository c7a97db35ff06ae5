import type { SearchResults, SearchType, Suggestions } from '@medshelf/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The nav's search box: an ARIA combobox (the visible one of the phone's and the laptop's). */
export function searchBox(page: Page) {
  return page
    .getByRole('combobox', { name: 'Search slides, books, journals and people' })
    .and(page.locator(':visible'));
}

/** The suggestions under the box. */
export function suggestionList(page: Page) {
  return page.getByRole('listbox', { name: 'Search suggestions' });
}

/**
 * Waits until a search finds the item with `id` in its tab: a deck or book is searchable once
 * its pages are indexed, which follows its "ready" by a moment.
 */
export async function waitUntilFound(request: APIRequestContext, q: string, type: SearchType, id: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/search?${new URLSearchParams({ q, type, pageSize: '24' })}`);
        return ((await response.json()) as SearchResults).items.some((item) => item.id === id);
      },
      { timeout: 30_000, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
}

/** Waits until the nav box would suggest something whose label contains `label`. */
export async function waitUntilSuggested(request: APIRequestContext, q: string, label: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/search/suggest?${new URLSearchParams({ q })}`);
        const { items } = (await response.json()) as Suggestions;
        return items.some((item) =>
          item.label
            .map((piece) => piece.text)
            .join('')
            .includes(label),
        );
      },
      { timeout: 30_000, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
}
