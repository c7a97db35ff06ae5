import type { ErrorCode, ErrorResponse } from '@medshelf/shared';
import { messages } from '@medshelf/shared/messages';
import { isOnline, reportNetworkFailure, reportNetworkSuccess } from './connectivity.ts';

/** A failed API call with the server's stable code; the UI decides what to show for it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'offline' | 'network',
    message: string,
    /** Per-field messages of a validation_failed answer, e.g. [{ path: 'title', message }]. */
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && 'error' in body;
}

/** The typed error for a non-2xx answer; shared with the upload client, which uses XHR. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  return isErrorResponse(payload)
    ? new ApiError(status, payload.error.code, payload.error.message, payload.error.details)
    : new ApiError(status, 'internal', 'Something went wrong. Please try again.');
}

/**
 * Fetches JSON from the API. The server validates and serialises every response with the
 * endpoint's shared schema, so the web takes the schema's type without parsing again: that
 * keeps the schema library out of the first download.
 *
 * `fresh` asks the server again instead of taking the browser's cached copy: public lists
 * (journals) may be cached for a minute for visitors, but an editor who has just changed one
 * must see the change at once ('no-cache' also refreshes the copy visitors' pages read).
 */
export function apiGet<T>(
  path: string,
  init: { signal?: AbortSignal; offlineFromCache?: boolean; fresh?: boolean } = {},
): Promise<T> {
  if (init.offlineFromCache && !isOnline()) return fromHttpCache<T>(path, init);
  return apiRequest<T>('GET', path, undefined, init);
}

/** A JSON call that changes something; the body is sent as JSON. */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return apiRequest<T>(method, path, body);
}

/**
 * Offline, a GET asked with `offlineFromCache` is answered from the browser's HTTP cache when
 * it holds the answer (the taxonomy is cacheable for minutes): nothing is sent to the network.
 * Only for answers that are nearly always cached: a miss shows as a console error.
 */
async function fromHttpCache<T>(path: string, init: { signal?: AbortSignal }): Promise<T> {
  try {
    const response = await fetch(path, {
      headers: { accept: 'application/json' },
      cache: 'only-if-cached',
      mode: 'same-origin',
      credentials: 'same-origin',
      signal: init.signal,
    });
    if (response.ok) return (await response.json()) as T;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
  }
  throw new ApiError(0, 'offline', messages.checkConnection);
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server's render reaches the API in-process rather than over the network (entry-server.tsx). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function apiRequest<T>(
  method: string,
  path: string,
  body: unknown,
  init: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<T> {
  // Queries pause while offline (query-client.ts); a change a person asked for is still tried.
  if (method === 'GET' && !isOnline()) throw new ApiError(0, 'offline', messages.checkConnection);
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: init.fresh ? 'no-cache' : 'default',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportNetworkFailure();
    throw new ApiError(0, 'network', messages.checkConnection);
  }
  reportNetworkSuccess();
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload as T;
}
