/**
 * What this machine charges for memory touched the first time: each new 4 KiB page is a page
 * fault, which some virtual machines make far dearer than others (12 µs on the one of decision
 * 0041). Lighthouse's CPU index measures a loop of JavaScript and misses it, while a page load's
 * renderer thread touches thousands of new pages, all inside the tasks Lighthouse times.
 */
const pageBytes = 4096;
const touchedBytes = 256 * 1024 * 1024;
const rounds = 3;

export interface MemoryTouch {
  /** Microseconds per 4 KiB page touched the first time, the median of a few rounds. */
  microsecondsPerPage: number;
}

/** New pages a page load's renderer thread touched, counted in /proc on 2026-11-28 (decision 0041). */
export const rendererPagesPerLoad = 6000;

export function measureMemoryTouch(): MemoryTouch {
  const perPage: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // A buffer this large is a mapping of its own: every page of it is new.
    const buffer = Buffer.allocUnsafeSlow(touchedBytes);
    const start = process.hrtime.bigint();
    buffer.fill(round + 1);
    perPage.push(Number(process.hrtime.bigint() - start) / 1000 / (touchedBytes / pageBytes));
  }
  perPage.sort((a, b) => a - b);
  return { microsecondsPerPage: perPage[Math.floor(rounds / 2)] ?? 0 };
}
