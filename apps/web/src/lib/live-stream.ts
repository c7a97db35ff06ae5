import { limits } from '@medshelf/shared/limits';

/**
 * Listens to a Server-Sent Events stream until the returned function closes it; each handler
 * gets its event's data, parsed. The browser retries a dropped stream itself; a refused one is
 * opened again after 30 s, doubling up to 16 minutes (SPEC §9), back to 30 s once events arrive.
 * For effects only: it opens a connection.
 */
export function followEventStream(
  url: string,
  handlers: Record<string, (data: unknown) => void>,
): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay: number = limits.networkRetryStartMs;
  const connect = () => {
    source = new EventSource(url);
    for (const [name, handle] of Object.entries(handlers)) {
      source.addEventListener(name, (event) => {
        delay = limits.networkRetryStartMs;
        handle(JSON.parse((event as MessageEvent<string>).data));
      });
    }
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, limits.networkRetryMaxMs);
    };
  };
  connect();
  return () => {
    clearTimeout(timer);
    source?.close();
  };
}
