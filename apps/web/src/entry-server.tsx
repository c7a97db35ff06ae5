import { AsyncLocalStorage } from 'node:async_hooks';
import { I18nProvider } from '@lingui/react';
import type { PageRenderRequest, PageRenderResult, RenderPage } from '@medshelf/shared/server-render';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { preloadMemberTopBar } from './app/layout/top-nav.tsx';
import { pageDataElement } from './app/page-data.ts';
import { routes } from './app/router.tsx';
import { accountQuery } from './features/auth/index.ts';
import { taxonomyQuery } from './features/taxonomy/index.ts';
import { setApiTransport } from './lib/api-client.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routeContextFor } from './lib/route-data.ts';
import { DrawnAt } from './lib/use-now.ts';

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
      // Drawn without suspending, so the ids useId gives match the browser's (decision 0031).
      preloadMemberTopBar(),
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
    const drawnAt = Date.now();
    // The whole markup, every lazy part resolved: a streamed render would reveal late parts with
    // inline scripts, which the CSP forbids, and the page is sent whole anyway. It is drawn by the
    // browser's own runtime (decision 0031), so the ids useId gives match on both sides.
    const html = await renderToStringAsync(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <DrawnAt value={drawnAt}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </DrawnAt>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    );
    const data = pageDataElement({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      matched: context.matches.map((match) => match.route.id),
      queries: dehydrate(client),
      drawnAt,
    });
    return { kind: 'page', status: context.statusCode, html, data, preloads: [] };
  });
