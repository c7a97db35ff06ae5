import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page was drawn from, sent with its HTML as a JSON data block (not a
 * script: the Content-Security-Policy allows no inline scripts) so the browser hydrates the
 * same markup without fetching it again.
 */
export interface PageData {
  router: HydrationState;
  /**
   * The ids of the routes the server matched, outermost first: the browser loads their code
   * before hydrating without ranking every route to find them, which the router does again.
   */
  matched: string[];
  queries: DehydratedState;
  /** When the server drew the page (ms since the epoch): "how long ago" is counted from it. */
  drawnAt: number;
}

const elementId = 'medshelf-page-data';

/** The data block; `<` is escaped so no text in the data can end the element early. */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

export function readPageData(): PageData | null {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
