import type { Plugin } from 'vite';

/**
 * What Vite's preloader may leave out of a lazy part's list of <link rel=modulepreload>, each of
 * which costs the main thread a third to half a millisecond as it is appended (five times that on
 * a cheap phone): 20 to 30 links per page came to a long task as a page started, and again on
 * every navigation.
 * - The chunks the app's entry imports: all loaded before any of its code runs, so before any
 *   lazy part is imported.
 * - The lazy chunk itself, which import() asks for, and the chunks it imports: the browser asks
 *   for those as soon as the chunk arrives, one round trip later, all at once. Only the chunks
 *   further down would wait for more than one.
 * Chunks that the other pages' entries (the embed player, the sign-in popup) import keep their
 * full lists.
 */
const loadedWithTheApp = new Set<string>();
const loadedWithOtherPages = new Set<string>();
const importsOf = new Map<string, readonly string[]>();

export const appEntryChunks: Plugin = {
  name: 'medshelf-app-entry-chunks',
  apply: 'build',
  generateBundle: {
    // Before Vite's import analysis writes each lazy import's preload list.
    order: 'pre',
    handler(_options, bundle) {
      loadedWithTheApp.clear();
      loadedWithOtherPages.clear();
      importsOf.clear();
      const reach = (fileName: string, into: Set<string>) => {
        const chunk = bundle[fileName];
        if (into.has(fileName) || chunk?.type !== 'chunk') return;
        into.add(fileName);
        for (const imported of chunk.imports) reach(imported, into);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        importsOf.set(chunk.fileName, chunk.imports);
        if (chunk.isEntry)
          reach(chunk.fileName, chunk.name === 'main' ? loadedWithTheApp : loadedWithOtherPages);
      }
    },
  },
};

export function preloadList(file: string, deps: string[], hostId: string): string[] {
  if (loadedWithOtherPages.has(hostId)) return deps;
  const foundByTheBrowser = new Set([file, ...(importsOf.get(file) ?? [])]);
  return deps.filter((dep) => !loadedWithTheApp.has(dep) && !foundByTheBrowser.has(dep));
}
