import { limits } from '@medshelf/shared/limits';

/** A route chunk that could not be loaded even after the retry. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk not loaded within ${ms / 1000} s`)), ms);
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

/** The chunk URL a failed import names (Chromium and Firefox put it in the message). */
function failedChunkUrl(error: unknown): string | undefined {
  return /(https?:\/\/\S+?\.m?js)\b/.exec(error instanceof Error ? error.message : '')?.[1];
}

/**
 * Wraps a route chunk import (SPEC §7, §9): a chunk that fails, or has not arrived in 120 s,
 * is tried once more after 1.5 s. A second failure is a ChunkLoadError, which the route's error
 * screen answers by reloading the page (see reloadForChunkError).
 *
 * Browsers remember a failed module URL for the life of the page, so importing it again fails
 * without a request: the retry asks for the same file under a fresh query string instead.
 */
export function lazyWithRetry<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => {
    let next = load;
    for (let attempt = 0; ; attempt++) {
      try {
        return await withTimeout(next(), limits.chunkLoadTimeoutMs);
      } catch (error) {
        const url = failedChunkUrl(error);
        if (url) next = () => import(/* @vite-ignore */ `${url}?retry=${Date.now()}`) as Promise<Module>;
        if (attempt >= limits.chunkRetryCount) {
          throw new ChunkLoadError('A part of this page could not be downloaded', { cause: error });
        }
        await new Promise((resolve) => setTimeout(resolve, limits.chunkRetryDelayMs));
      }
    }
  };
}

const reloadKey = 'medshelf:chunk-reload';

/**
 * Reloads the page for a failed chunk (often a new deploy replaced it). Returns false instead
 * when this page already reloaded for a chunk in the last minute, so a dead network never loops.
 */
export function reloadForChunkError(): boolean {
  const raw = sessionStorage.getItem(reloadKey);
  const last = raw ? (JSON.parse(raw) as { path: string; at: number }) : null;
  if (last && last.path === location.pathname && Date.now() - last.at < 60_000) return false;
  sessionStorage.setItem(reloadKey, JSON.stringify({ path: location.pathname, at: Date.now() }));
  location.reload();
  return true;
}
