/**
 * A feed could not be fetched or read. The message is a sentence an editor can act on; it is
 * stored on the feed as its last error, so it never carries stack traces or internals.
 */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

/** "5 MB", "64 KB": limits as people read them. */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** Every sentence a fetch can end with, in one place. */
export const feedErrors = {
  invalidXml: () => new FeedFetchError('The feed could not be read: invalid XML'),
  notAFeed: () => new FeedFetchError('The feed could not be read: it is not an RSS or Atom document'),
  tooLarge: (maxBytes: number) => new FeedFetchError(`The feed is larger than ${formatSize(maxBytes)}`),
  timeout: (timeoutMs: number) =>
    new FeedFetchError(`The feed did not answer within ${formatSeconds(timeoutMs)}`),
  privateAddress: () => new FeedFetchError("The feed's address is private, which is not allowed"),
  redirectedToPrivate: () =>
    new FeedFetchError('The feed redirected to a private address, which is not allowed'),
  tooManyRedirects: (max: number) => new FeedFetchError(`The feed redirected more than ${max} times`),
  badRedirect: () => new FeedFetchError('The feed redirected to an address that is not a web address'),
  httpStatus: (status: number) => new FeedFetchError(`HTTP ${status} from the feed`),
  wrongType: (type: string) =>
    new FeedFetchError(`The feed answered with ${type}, not an RSS or Atom document`),
  notFoundHost: (host: string) => new FeedFetchError(`The feed's host ${host} could not be found`),
  refused: () => new FeedFetchError("The feed's server refused the connection"),
  tls: () => new FeedFetchError("The feed's secure connection failed (its certificate was not accepted)"),
  unreachable: () => new FeedFetchError('The feed could not be reached'),
  badEncoding: () => new FeedFetchError('The feed could not be read: its compression is broken'),
};
