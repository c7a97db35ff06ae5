let done = false;

/** Called once the first render in the browser is done (hydrated, or drawn from nothing). */
export function markFirstRenderDone(): void {
  done = true;
}

/**
 * False on the server and during the browser's first render (which must draw what the server
 * drew); true for everything mounted after, such as the page a link leads to.
 */
export function firstRenderDone(): boolean {
  return done;
}
