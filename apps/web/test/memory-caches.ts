import { vi } from 'vitest';

/** A stored answer: bytes and headers, turned into a fresh Response on each read like the browser's. */
interface Stored {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

const absolute = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), window.location.origin).href;

/**
 * The part of the browser's Cache Storage the offline model uses (open, has, match, put, delete,
 * keys), in memory: happy-dom has none. `writes` counts the puts, so a test sees what was fetched.
 */
export function installMemoryCaches() {
  const stores = new Map<string, Map<string, Stored>>();
  const writes: string[] = [];
  const read = (stored: Stored) =>
    new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers });

  const open = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Stored>();
    stores.set(name, entries);
    return {
      match: async (request: RequestInfo | URL) => {
        const stored = entries.get(absolute(request));
        return stored ? read(stored) : undefined;
      },
      put: async (request: RequestInfo | URL, response: Response) => {
        const url = absolute(request);
        entries.set(url, {
          body: await response.arrayBuffer(),
          status: response.status,
          headers: [...response.headers],
        });
        writes.push(new URL(url).pathname);
      },
      delete: async (request: RequestInfo | URL) => entries.delete(absolute(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  };

  vi.stubGlobal('caches', {
    open: async (name: string) => open(name),
    has: async (name: string) => stores.has(name),
    match: async (request: RequestInfo | URL, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const found = await open(name).match(request);
        if (found) return found;
      }
      return undefined;
    },
  });
  return {
    writes,
    /** The paths stored in one cache. */
    paths: (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname).sort(),
  };
}
