import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router.tsx';
import { taxonomyQuery } from './features/taxonomy/api/get-taxonomy.ts';
import { checkConnectivityOnStart } from './lib/connectivity.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

// Every page shows the taxonomy somewhere: fetch it while the first page's code downloads.
void queryClient.prefetchQuery(taxonomyQuery());
void checkConnectivityOnStart();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
