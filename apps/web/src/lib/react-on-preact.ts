/**
 * What `react` means in every build (preact-aliases.ts): Preact's compat layer, with one change.
 *
 * Preact's `useId` counts per tree root, found by walking up the component tree; a part that
 * mounts under a subtree whose parent link Preact has dropped (a lazy part that resumed after
 * suspending, as the signed-in top bar's menus do) counts from zero again, and two elements on
 * the page get the same id: a dialog was named by the Share button's label (docs/decisions/0031).
 * Ids must match the server's HTML only while that HTML is hydrated, so from then on an id is
 * taken from one counter for the page, with a prefix Preact's own ids never have.
 */
import compat, { useId as treeId, useState } from 'preact/compat';
import { firstRenderDone } from './first-render.ts';

// The module is ES exports at run time; its types are written as `export =`, which `export *`
// cannot name. Nothing reads this module's own types.
// @ts-expect-error TS2498
export * from 'preact/compat';

let next = 0;

export function useId(): string {
  // Called on every render, so the hook order is the same as Preact's own useId.
  const drawnId = treeId();
  const [pageId] = useState(() => (firstRenderDone() ? `c${(next++).toString(36)}` : null));
  return pageId ?? drawnId;
}

export default { ...compat, useId };
