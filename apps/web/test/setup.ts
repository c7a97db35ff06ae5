import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// React reports what went wrong (an update outside act, a missing key, a failed render) through
// console.error: such a test fails, whatever it asserted (ARCHITECTURE.md, tests in tiers).
let errors: unknown[][] = [];
/** happy-dom does not know HTML's <search> element yet (2023), which browsers do: not a fault here. */
const unknownSearchElement = (args: unknown[]) =>
  String(args[0]).startsWith('The tag <%s> is unrecognized') && args[1] === 'search';

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!unknownSearchElement(args)) errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (errors.length) throw new Error(`console.error during the test:\n${errors.map(String).join('\n')}`);
});
