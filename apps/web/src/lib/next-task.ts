/**
 * Resolves in a new task, so that the browser can paint and answer input in between: work split
 * this way makes no long task on a slow phone (Chromium's scheduler.yield keeps the turn first).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
