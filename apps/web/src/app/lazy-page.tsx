import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { RouteError } from './route-error.tsx';

/**
 * What a route says of itself beyond the router's fields. `drawnParts`: the chunks other than its
 * page's that its page draws at an address (lib/preloadable-lazy.tsx), exported by the page's
 * module. They are loaded before the server's page is hydrated (main.tsx); the route's loader
 * loads them before the server draws the page and before a navigation.
 */
export interface RouteHandle {
  drawnParts?: (url: URL) => Promise<unknown>;
}

/** A lazily loaded page: its code is a separate chunk, fetched with retry (SPEC §7). */
export function page<Module>(
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType,
  drawnParts?: (module: Module) => RouteHandle['drawnParts'],
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'ErrorBoundary'> {
  const loadWithRetry = lazyWithRetry(load);
  return {
    lazy: async () => {
      const module = await loadWithRetry();
      const handle: RouteHandle = { drawnParts: drawnParts?.(module) };
      return { Component: component(module), handle };
    },
    hydrateFallbackElement: <PageSkeleton />,
    ErrorBoundary: RouteError,
  };
}
