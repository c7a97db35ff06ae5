import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * Queries run only while the browser is online (networkMode 'online', SPEC §7): offline they
 * pause and resume on reconnect instead of failing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'online',
        staleTime: 60_000,
        // A server render does not wait on retries: the browser asks again (entry-server.tsx).
        retry: (failures, error) =>
          !import.meta.env.SSR &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failures < 2,
      },
    },
  });
}

/** The browser's one client; a server render makes its own per request. */
export const queryClient = createQueryClient();
