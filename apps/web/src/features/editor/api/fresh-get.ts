import { messages } from '@medshelf/shared/messages';
import { ApiError, apiErrorFrom } from '../../../lib/api-client.ts';
import { isOnline, reportNetworkFailure, reportNetworkSuccess } from '../../../lib/connectivity.ts';

/**
 * A GET that asks the server again instead of taking the browser's cached copy. Public lists
 * (journals) may be cached for a minute for visitors; an editor who has just changed one must
 * see the change at once. 'no-cache' also refreshes the cached copy visitors' pages read.
 */
export async function freshGet<T>(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  if (!isOnline()) throw new ApiError(0, 'offline', messages.checkConnection);
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-cache',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportNetworkFailure();
    throw new ApiError(0, 'network', messages.checkConnection);
  }
  reportNetworkSuccess();
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload as T;
}
