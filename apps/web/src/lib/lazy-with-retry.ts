import { limits } from '@medshelf/shared/limits';

const reloadKey = 'medshelf:chunk-reload';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk not loaded within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Reloads the page once for a failed chunk (a new deploy usually replaced it). A second failure
 * within a minute on the same page is left to the error screen, so a dead network never loops.
 */
function reloadOnce(): boolean {
  const last = JSON.parse(sessionStorage.getItem(reloadKey) ?? 'null') as { path: string; at: number } | null;
  if (last && last.path === location.pathname && Date.now() - last.at < 60_000) return false;
  sessionStorage.setItem(reloadKey, JSON.stringify({ path: location.pathname, at: Date.now() }));
  location.reload();
  return true;
}

/**
 * Wraps a route chunk import (SPEC §7, §9): a chunk that fails, or has not arrived in 120 s,
 * is tried once more after 1.5 s; if that fails too, the page reloads.
 */
export function lazyWithRetry<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await withTimeout(load(), limits.chunkLoadTimeoutMs);
      } catch (error) {
        if (attempt >= limits.chunkRetryCount) {
          if (reloadOnce()) return new Promise<T>(() => {});
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, limits.chunkRetryDelayMs));
      }
    }
  };
}
