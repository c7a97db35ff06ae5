import { type ReactElement, Suspense } from 'react';
import { hydrating } from './first-render.ts';

/*
 * Hydrating a page in parts. Preact hydrates in one task, and for a list page on a cheap phone
 * that task was most of Lighthouse's blocking time (520–580 ms at its 4× slowdown for /book and
 * /). A part wrapped in <HydrateLater> keeps the server's markup while the page hydrates and is
 * hydrated after, each part in a task of its own, in document order: Preact keeps the markup of
 * a component that suspends while it hydrates, and resumes there. Renders after the first draw
 * at once. The part's content must be one element: that is the markup Preact keeps.
 */

const waiting: Array<() => void> = [];
const afterAll: Array<() => void> = [];
let posted = false;

// A message is a new task without setTimeout's 4 ms wait once timers nest.
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
if (channel) channel.port1.onmessage = resumeNext;

function post(): void {
  if (posted || !channel) return;
  posted = true;
  channel.port2.postMessage(null);
}

function resumeNext(): void {
  posted = false;
  const resume = waiting.shift();
  if (resume) {
    // The part hydrates in this task's microtasks (Suspense's retry, then Preact's render queue).
    resume();
    post();
    return;
  }
  for (const run of afterAll.splice(0)) run();
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    post();
  });
}

function WaitForTurn({ children }: { children: ReactElement }) {
  if (hydrating() && channel) throw nextTurn();
  return children;
}

export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/** Runs `run` once every part has hydrated (at once if none is waiting). */
export function afterHydration(run: () => void): void {
  if (waiting.length === 0 && !posted) run();
  else afterAll.push(run);
}
