import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageFromCookies } from '@medshelf/shared/languages';
import type { PageRenderResult, RenderPage } from '@medshelf/shared/server-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withOneSessionLookup } from './session.ts';

/** The content pages the server draws; the others (forms, one's own lists) are the shell. */
export const serverRenderedRoutes = new Set([
  'home',
  'book',
  'bookDetails',
  'article',
  'articleDetails',
  'news',
  'journal',
  'journalDetails',
  'slide',
  'slideCategory',
  'slideSubCategory',
  'slideDetails',
  'profile',
  'viewPlaylist',
  'search',
  'terms',
  'privacy',
  'dmca',
  'about',
]);

/** The web build's server entry (apps/web/dist-server), or null when the web was not built. */
export async function loadPageRenderer(webRoot: string): Promise<RenderPage | null> {
  const entry = path.join(webRoot, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

const forwardedHeaders = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * Renders a page for this request: the app's loaders call the API through app.inject, as the
 * visitor (their cookie and address, so sessions and per-address limits hold) and without a
 * network hop, looking the visitor up once for all of them.
 */
export function renderFor(
  app: FastifyInstance,
  render: RenderPage,
  request: FastifyRequest,
  mayBeSignedIn: boolean,
): Promise<PageRenderResult> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return withOneSessionLookup(() =>
    render({
      url: request.url,
      language: languageFromCookies(request.headers.cookie),
      mayBeSignedIn,
      async fetchApi(apiPath) {
        const answer = await app.inject({ method: 'GET', url: apiPath, headers, remoteAddress: request.ip });
        const contentType = answer.headers['content-type'];
        return {
          status: answer.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: answer.body,
        };
      },
    }),
  );
}
