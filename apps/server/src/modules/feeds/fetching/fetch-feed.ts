import { type AddressAllowance, type Resolver, resolveTarget } from './address-policy.ts';
import { decodeBody, isAcceptedType, mediaType } from './decode-body.ts';
import { FeedFetchError, feedErrors } from './feed-fetch-error.ts';
import { discard, pinnedGet, readCapped } from './pinned-request.ts';

export interface FetchLimits {
  /** For the whole fetch: every redirect and the body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  allowance: AddressAllowance;
  userAgent: string;
  /** Tests substitute a resolver to play DNS tricks; the system's otherwise. */
  resolver?: Resolver;
}

/** What the last successful fetch said, so the next one can ask "changed since?". */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult =
  | { kind: 'not-modified' }
  | { kind: 'document'; text: string; url: string; validators: Validators };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function requestHeaders(limits: FetchLimits, validators: Validators): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': limits.userAgent,
    accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}

function header(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

function nextLocation(current: URL, location: string | null): URL {
  if (!location) throw feedErrors.badRedirect();
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    throw feedErrors.badRedirect();
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') throw feedErrors.badRedirect();
  return next;
}

/** Turns whatever the network threw into one of the feed's sentences. */
function explain(error: unknown, signal: AbortSignal, limits: FetchLimits): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted) return feedErrors.timeout(limits.timeoutMs);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNREFUSED') return feedErrors.refused();
  if (typeof code === 'string' && /CERT|SSL|TLS/.test(code)) return feedErrors.tls();
  return feedErrors.unreachable();
}

/**
 * GETs a feed the careful way: every hop's host is resolved and checked before connecting (and
 * the connection pinned to what was checked), redirects are followed by hand up to a limit, the
 * body is capped while it streams, and one timer bounds the whole exchange.
 */
export async function fetchFeed(
  url: string,
  validators: Validators,
  limits: FetchLimits,
): Promise<FetchResult> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  // The timer may fire while a step that ignores the signal (DNS) is pending.
  const timedOut = new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(feedErrors.timeout(limits.timeoutMs)), { once: true }),
  );
  timedOut.catch(() => {});
  try {
    return await Promise.race([follow(new URL(url), validators, limits, signal), timedOut]);
  } catch (error) {
    throw explain(error, signal, limits);
  }
}

async function follow(
  start: URL,
  validators: Validators,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<FetchResult> {
  const headers = requestHeaders(limits, validators);
  let current = start;
  for (let hop = 0; ; hop += 1) {
    const addresses = await resolveTarget(current, limits.allowance, {
      redirected: hop > 0,
      resolver: limits.resolver,
    });
    const response = await pinnedGet(current, addresses, headers, signal);
    if (redirectStatuses.has(response.status)) {
      discard(response.message);
      if (hop >= limits.maxRedirects) throw feedErrors.tooManyRedirects(limits.maxRedirects);
      current = nextLocation(current, header(response.headers.location));
      continue;
    }
    if (response.status === 304) {
      discard(response.message);
      return { kind: 'not-modified' };
    }
    if (response.status < 200 || response.status > 299) {
      discard(response.message);
      throw feedErrors.httpStatus(response.status);
    }
    const contentType = header(response.headers['content-type']) ?? undefined;
    const type = mediaType(contentType);
    if (!isAcceptedType(type)) {
      discard(response.message);
      throw feedErrors.wrongType(type ?? 'nothing');
    }
    const bytes = await readCapped(response.message, limits.maxBytes);
    return {
      kind: 'document',
      text: decodeBody(bytes, contentType),
      url: current.href,
      validators: {
        etag: header(response.headers.etag),
        lastModified: header(response.headers['last-modified']),
      },
    };
  }
}
