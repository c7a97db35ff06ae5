import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';

const queryClientContext = createContext<QueryClient>();

/** The router context that gives route loaders their query client (one per server request). */
export function routeContextFor(client: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, client);
  return context;
}

function clientOf(context: unknown): QueryClient {
  if (!(context instanceof RouterContextProvider)) throw new Error('route loaded without its context');
  return context.get(queryClientContext);
}

/**
 * A route loader's one job: start the page's data. In the browser the page draws at once with
 * its own loading state while the data arrives; on the server the HTML waits for the data, so
 * it holds the content and the data travels with it (entry-server.tsx).
 */
export async function prefetch<Data, Key extends QueryKey>(
  context: unknown,
  query: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<null> {
  const client = clientOf(context);
  if (import.meta.env.SSR) await client.prefetchQuery(query);
  else void client.prefetchQuery(query);
  return null;
}

/** As `prefetch`, for a list asked for a page at a time: its first page. */
export async function prefetchFirstPage<Data, Key extends QueryKey, PageParam>(
  context: unknown,
  query: FetchInfiniteQueryOptions<Data, Error, Data, Key, PageParam>,
): Promise<null> {
  const client = clientOf(context);
  if (import.meta.env.SSR) await client.prefetchInfiniteQuery(query);
  else void client.prefetchInfiniteQuery(query);
  return null;
}

/** What the client holds already (the account, fetched at start). */
export function cachedData<Data>(context: unknown, queryKey: QueryKey): Data | undefined {
  return clientOf(context).getQueryData<Data>(queryKey);
}
