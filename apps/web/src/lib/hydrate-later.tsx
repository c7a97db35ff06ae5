import { options } from 'preact';
import { type ReactElement, Suspense, useId, useState } from 'react';
import { hydrating, markHydrating, markPartHydrating } from './first-render.ts';

/*
 * Hydrating a page in parts. Preact hydrates in one task, and for a list page on a cheap phone
 * that task was most of Lighthouse's blocking time (520–580 ms at its 4× slowdown for /book and
 * /). A part wrapped in <HydrateLater> keeps the server's markup while the page hydrates and is
 * hydrated after, each part in a task of its own, in document order: Preact keeps the markup of
 * a component that suspends while it hydrates, and resumes there. A part inside a part waits for
 * a turn of its own after its outer part's, so a large part can be cut smaller. Renders after the
 * first draw at once. The part's content must be one element: that is the markup Preact keeps.
 */

const waiting: Array<() => void> = [];
const afterAll: Array<() => void> = [];
let posted = false;
let pendingEffects: (() => void) | null = null;

// A message is a new task without setTimeout's 4 ms wait once timers nest.
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
if (channel) channel.port1.onmessage = resumeNext;

function post(): void {
  if (posted || !channel) return;
  posted = true;
  channel.port2.postMessage(null);
}

/*
 * Preact runs effects after the next frame, all those pending at once. Parts hydrate in
 * messages, several between two frames, so the effects of every part hydrated since the last
 * frame ran in one task with the renders they start: on a deck page the largest task after the
 * first paint (a view counted, the search box's queries, the reader's highlights).
 * While parts hydrate, each render's effects run in the message after it instead: the server's
 * markup is already on screen, so there is no frame to wait for.
 */
function runEffectsInTurn(flush: () => void): void {
  pendingEffects = flush;
  post();
}

function resumeNext(): void {
  posted = false;
  if (pendingEffects) {
    const flush = pendingEffects;
    pendingEffects = null;
    markPartHydrating(false);
    flush();
    post();
    return;
  }
  const resume = waiting.shift();
  // The part hydrates in this task's microtasks (Suspense's retry, then Preact's render queue),
  // all of them before the next message.
  markPartHydrating(resume !== undefined);
  if (resume) {
    resume();
    post();
    return;
  }
  options.requestAnimationFrame = undefined;
  for (const run of afterAll.splice(0)) run();
}

/**
 * A part's place in the line: its promise while it waits, `came` once it may draw. Decided when
 * the part is created, not at each render: a page that draws again before a waiting part's turn
 * (a deck page correcting its address, in its effects) would otherwise hydrate that part then,
 * outside its turn and with ids counted as for a new mount, not as the server counted them.
 */
interface Turn {
  came: boolean;
  promise?: Promise<void>;
}

function waitFor(turn: Turn): Promise<void> {
  turn.promise ??= new Promise((resolve) => {
    waiting.push(() => {
      turn.came = true;
      resolve();
    });
    post();
  });
  return turn.promise;
}

/**
 * Preact's internals that useId reads: a vnode's parent (`__`) and the id counter of the nearest
 * vnode that has one (`__m`, [scope, next]), the root's when none does.
 */
interface IdScope {
  __v?: { __m?: [string, number] };
}

/**
 * A part's ids come from a counter of its own. With one counter for the page, ids are numbered
 * in render order: a part rendered after the page in the browser, though drawn in its place by
 * the server, would number its ids and every id after it differently, and hydration keeps the
 * server's attributes, so a button's aria-controls would name an element that never appears.
 */
function WaitForTurn(
  this: IdScope,
  { children, ids, turn }: { children: ReactElement; ids: [string, number]; turn: Turn },
) {
  if (!turn.came && channel) throw waitFor(turn);
  if (this.__v) this.__v.__m = ids;
  return children;
}

export function HydrateLater({ children }: { children: ReactElement }) {
  // Taken outside the part, so the same on the server and in the browser.
  const scope = useId().slice(1);
  const [ids] = useState<[string, number]>(() => [scope, 0]);
  // Created after the first render (a page a link leads to): nothing drawn to keep, so no wait.
  const [turn] = useState<Turn>(() => ({ came: !hydrating() }));
  return (
    <Suspense fallback={null}>
      <WaitForTurn ids={ids} turn={turn}>
        {children}
      </WaitForTurn>
    </Suspense>
  );
}

/**
 * A list as a part of its own, so the parts of its items wait for their turns in its task, not all
 * in the page's (twenty cards suspending were a good part of a page of books' own task). Keyed by
 * whether its items are still the ones it was first drawn with: a list whose items change before
 * its turn (the visitor's subjects narrow `/book` in the browser) is drawn anew, not hydrated over
 * the server's markup of other items, whose attributes Preact would keep.
 */
export function HydrateListLater({
  itemIds,
  children,
}: {
  itemIds: readonly string[];
  children: ReactElement;
}) {
  const ids = itemIds.join(' ');
  const [drawn] = useState(ids);
  return <HydrateLater key={ids === drawn ? 'drawn' : 'changed'}>{children}</HydrateLater>;
}

/** Called just before the page hydrates: from its first render on, effects run in turn. */
export function beginHydration(): void {
  markHydrating();
  if (!channel) return;
  options.requestAnimationFrame = runEffectsInTurn;
  // The line's end gives effects back to frames: on a page without parts too.
  post();
}

/** Runs `run` once every part has hydrated (at once if none is waiting). */
export function afterHydration(run: () => void): void {
  if (waiting.length === 0 && !posted) run();
  else afterAll.push(run);
}
