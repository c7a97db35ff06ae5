import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../src/lib/i18n/i18n.ts';

const english = await createI18n('en');

/** Where the app went: shown by every route but the one under test. */
function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Renders `ui` at `/` in a memory router with a fresh query cache, in English, as the app provides them. */
export function renderInApp(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '*', element: <Location /> },
  ]);
  return render(
    <I18nProvider i18n={english}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/**
 * The API server, played by a function of the request: what the browser would send over the
 * network goes to it instead, so components run their real fetch code.
 */
export function stubServer(
  answer: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>,
) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(answer(new URL(String(input), window.location.origin), init)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
