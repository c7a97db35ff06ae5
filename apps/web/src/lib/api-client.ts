import type { ErrorCode, ErrorResponse } from '@medshelf/shared';
import { messages } from '@medshelf/shared/messages';
import { isOnline, reportNetworkFailure, reportNetworkSuccess } from './connectivity.ts';

/** A failed API call with the server's stable code; the UI decides what to show for it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'offline' | 'network',
    message: string,
  ) {
    super(message);
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && 'error' in body;
}

/**
 * Fetches JSON from the API. The server validates and serialises every response with the
 * endpoint's shared schema, so the web takes the schema's type without parsing again: that
 * keeps the schema library out of the first download.
 */
export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  if (!isOnline()) throw new ApiError(0, 'offline', messages.checkConnection);
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, signal: init.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportNetworkFailure();
    throw new ApiError(0, 'network', messages.checkConnection);
  }
  reportNetworkSuccess();
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw isErrorResponse(body)
      ? new ApiError(response.status, body.error.code, body.error.message)
      : new ApiError(response.status, 'internal', 'Something went wrong. Please try again.');
  }
  return body as T;
}
