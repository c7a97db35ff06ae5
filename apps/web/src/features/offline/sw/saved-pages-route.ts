/**
 * The service worker's route for deck page images (vite.config.ts, generateSW runtimeCaching).
 * Workbox copies `savedPagesHandler` into sw.js as source text, so it must not use anything from
 * outside its own body: the cache name is written out and checked against saved-cache.ts there.
 */
export const savedPagesPattern =
  /\/files\/decks\/[A-Za-z0-9]+\/v\d+\/pages\/\d+-(?:large|small|thumb)\.webp$/;

export const savedPagesCacheName = 'medshelf-saved-v1';

/**
 * Cache first from the saved cache, never writing to it (only "Save for offline" does). A saved
 * deck keeps its large and thumbnail images; the viewer's srcset may ask for the small one on a
 * narrow screen, so any saved size of the same page answers (the image is drawn at the size the
 * page lays out, whichever file arrives). Anything not saved goes to the network as before.
 */
export async function savedPagesHandler({ request }: { request: Request }): Promise<Response> {
  const requested = /-(large|small|thumb)\.webp$/.exec(request.url)?.[1] ?? 'large';
  const sizes = [requested, ...['large', 'small', 'thumb'].filter((size) => size !== requested)];
  for (const size of sizes) {
    const url = request.url.replace(/-(large|small|thumb)\.webp$/, `-${size}.webp`);
    const saved = await caches.match(url, { cacheName: 'medshelf-saved-v1', ignoreVary: true });
    if (saved) return saved;
  }
  return fetch(request);
}
