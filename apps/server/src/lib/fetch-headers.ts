import type { FastifyRequest } from 'fastify';

/** A Fastify request's headers as web Headers, for libraries built on the fetch API. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
