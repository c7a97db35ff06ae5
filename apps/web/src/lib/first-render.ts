let phase: 'server' | 'hydrating' | 'done' = 'server';
let partHydrating = false;

/** Called by the browser's entry just before it hydrates the server's markup. */
export function markHydrating(): void {
  phase = 'hydrating';
}

/** Called once the first render in the browser is done (hydrated, or drawn from nothing). */
export function markFirstRenderDone(): void {
  phase = 'done';
}

/**
 * Set while a part of the page hydrates after the rest (hydrate-later.tsx): that is still the
 * first render of what it holds, which must draw what the server drew.
 */
export function markPartHydrating(on: boolean): void {
  partHydrating = on;
}

/**
 * False on the server and during the browser's first render (which must draw what the server
 * drew); true for everything mounted after, such as the page a link leads to.
 */
export function firstRenderDone(): boolean {
  return phase === 'done' && !partHydrating;
}

/** True while the browser hydrates the server's markup: the page's, or a part's after it. */
export function hydrating(): boolean {
  return phase === 'hydrating' || (phase === 'done' && partHydrating);
}
