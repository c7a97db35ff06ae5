/**
 * The contract between the server and the web app's server entry (apps/web/src/entry-server.tsx,
 * built to apps/web/dist-server): the server hands over a page request and a way to call its own
 * API in-process; the entry answers with the page's HTML or where to send the visitor.
 */
import type { Language } from './languages.ts';

export interface ApiAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export interface PageRenderRequest {
  /** Path and query, as requested. */
  url: string;
  /** Calls the API on this process (no network), with the visitor's cookie. */
  fetchApi(path: string): Promise<ApiAnswer>;
  /** The interface language the visitor chose (its cookie); the page is drawn in it. */
  language: Language;
  /** The visitor may be signed in: the account is fetched rather than known to be empty. */
  mayBeSignedIn: boolean;
}

export type PageRenderResult =
  | {
      kind: 'page';
      status: number;
      /** The app's markup, for inside `<div id="root">`. */
      html: string;
      /** Scripts with the data the markup was drawn from, for the end of `<body>`. */
      data: string;
      /** Code chunks the page needs at once, beside the entry. */
      preloads: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;
