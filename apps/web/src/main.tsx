import './lib/zod-without-eval.ts';
import { I18nProvider } from '@lingui/react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadMemberTopBar } from './app/layout/top-nav.tsx';
import type { RouteHandle } from './app/lazy-page.tsx';
import { readPageData } from './app/page-data.ts';
import { createRouter, routesWithIds } from './app/router.tsx';
import { accountQuery } from './features/auth/index.ts';
import { taxonomyQuery } from './features/taxonomy/index.ts';
import { checkConnectivityOnStart } from './lib/connectivity.ts';
import { markFirstRenderDone } from './lib/first-render.ts';
import { beginHydration } from './lib/hydrate-later.tsx';
import { startLanguage } from './lib/i18n/browser-language.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { keepQueries, restoreKeptQueries } from './lib/kept-queries.ts';
import { nextTask } from './lib/next-task.ts';
import { queryClient } from './lib/query-client.ts';
import { DrawnAt } from './lib/use-now.ts';
import './index.css';

// After load, so the check never competes with the first page's own requests.
if (document.readyState === 'complete') void checkConnectivityOnStart();
else window.addEventListener('load', () => void checkConnectivityOnStart(), { once: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * The page's lazy route modules and the parts its routes draw at this address (RouteHandle), loaded
 * before hydrating: the server drew the page with them, so the first render in the browser must
 * have them too, or it would show a fallback instead.
 */
async function loadRouteModules(matched: readonly string[]) {
  // Found by the ids the server matched: matching here ranked and compiled every route, which the
  // router does again as it is made (98 ms of one task at a 4× slowdown). Asking for a route's
  // modules appends its preload links: each route's are asked for in a task of its own.
  for (const route of routesWithIds(matched)) {
    await nextTask();
    const { lazy } = route;
    if (typeof lazy === 'function') Object.assign(route, { ...(await lazy()), lazy: undefined });
    const handle: RouteHandle | undefined = route.handle;
    await handle?.drawnParts?.(new URL(window.location.href));
  }
}

async function start(container: HTMLElement) {
  // Running the app's modules is one task; the route's modules are asked for in the next (with
  // Vite's preload links, ~0.4 ms each in Chromium): together they were one long task.
  await nextTask();
  const pageData = readPageData();
  keepQueries(queryClient);
  // The chosen language's messages load with the route modules: the first render must draw
  // the words the server drew, or hydration would fail.
  const language = createI18n(startLanguage(pageData !== null));
  // A page chunk that cannot be had draws in the browser instead, where the route's own retry
  // and error screen take over (lazy-with-retry.ts); the server's markup stays until then.
  const hydrating =
    pageData !== null &&
    (await loadRouteModules(pageData.matched).then(
      () => true,
      () => false,
    ));
  const i18n = await language;
  if (pageData) hydrate(queryClient, pageData.queries);
  else restoreKeptQueries(queryClient);
  // The server drew a member's top bar whole (entry-server.tsx): hydrate it whole too. If its
  // code cannot be had, the parts suspend and draw when it arrives.
  if (hydrating && queryClient.getQueryData(accountQuery().queryKey)) {
    await preloadMemberTopBar().catch(() => undefined);
  }
  if (!hydrating) {
    // Every page shows the taxonomy and the nav shows the account: fetch both while the first
    // page's code downloads.
    void queryClient.prefetchQuery(taxonomyQuery());
    void queryClient.prefetchQuery(accountQuery());
  }
  // Making the router is most of a task of its own on a slow phone (every route ranked and its
  // path compiled, the history's state written): it gets one, and the page hydrates in the next.
  if (hydrating) await nextTask();
  const router = hydrating
    ? createRouter(queryClient, pageData?.router, pageData?.matched)
    : createRouter(queryClient);
  if (hydrating) await nextTask();
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <DrawnAt value={pageData?.drawnAt ?? null}>
            <RouterProvider router={router} />
          </DrawnAt>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  if (hydrating) {
    beginHydration();
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
  markFirstRenderDone();
}

void start(root);
