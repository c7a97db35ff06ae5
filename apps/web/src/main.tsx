import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router.tsx';
import { accountQuery, reportPopupResult } from './features/auth/index.ts';
import { taxonomyQuery } from './features/taxonomy/index.ts';
import { checkConnectivityOnStart } from './lib/connectivity.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

// Back from Google or Facebook in the sign-in popup: report to the opening window and close,
// before any of the app starts (SPEC §4: the popup closes itself).
const search = new URLSearchParams(window.location.search);
if (window.location.pathname === '/signup' && search.has('popup')) reportPopupResult(search);

// Every page shows the taxonomy and the nav shows the account: fetch both while the first
// page's code downloads.
void queryClient.prefetchQuery(taxonomyQuery());
void queryClient.prefetchQuery(accountQuery());
// After load, so the check never competes with the first page's own requests.
if (document.readyState === 'complete') void checkConnectivityOnStart();
else window.addEventListener('load', () => void checkConnectivityOnStart(), { once: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
