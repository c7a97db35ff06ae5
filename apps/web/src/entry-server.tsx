import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import type { PageRenderRequest, PageRenderResult, RenderPage } from '@medshelf/shared/server-render';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageDataElement } from './app/page-data.ts';
import { routes } from './app/router.tsx';
import { accountQuery } from './features/auth/index.ts';
import { taxonomyQuery } from './features/taxonomy/index.ts';
import { setApiTransport } from './lib/api-client.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routeContextFor } from './lib/route-data.ts';

const current = new AsyncLocalStorage<PageRenderRequest>();
setApiTransport(async (path) => {
  const request = current.getStore();
  if (!request) throw new Error(`${path} was asked outside a page render`);
  const answer = await request.fetchApi(path);
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, {
    status: answer.status,
    headers: answer.contentType ? { 'content-type': answer.contentType } : {},
  });
});

const handler = createStaticHandler(routes);

/** React's complete markup (every lazy part resolved), as one string. */
function renderMarkup(element: React.ReactNode, reportError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Past this many bytes React moves finished parts out of line and reveals them with inline
      // scripts, which the CSP blocks; the page is sent whole, so nothing is gained by it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reportError,
    });
  });
}

/**
 * Draws a content page on the server with the browser's own routes and loaders: the loaders
 * fill a query client of this request, the page renders from it, and the client's data goes
 * with the HTML. What failed to load is left out, so the browser asks again and shows its
 * own error state exactly as it would without a server render.
 */
export const renderPage: RenderPage = (request) =>
  current.run(request, async (): Promise<PageRenderResult> => {
    const client = createQueryClient();
    const [i18n] = await Promise.all([
      createI18n(request.language),
      client.prefetchQuery(taxonomyQuery()),
      request.mayBeSignedIn
        ? client.prefetchQuery(accountQuery())
        : client.setQueryData(accountQuery().queryKey, null),
    ]);
    const context = await handler.query(new Request(new URL(request.url, 'http://medshelf.invalid')), {
      requestContext: routeContextFor(client),
    });
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const cache = client.getQueryCache();
    for (const query of cache.findAll({ predicate: (q) => q.state.status === 'error' })) cache.remove(query);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderMarkup(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
      request.reportError,
    );
    const data = pageDataElement({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(client),
    });
    return { kind: 'page', status: context.statusCode, html, data, preloads: [] };
  });
