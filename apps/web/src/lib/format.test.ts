import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';
import { absoluteDate } from './format-time.ts';

describe('dates as readers see them', () => {
  it('are India’s dates whatever the zone of the machine drawing them (server or browser)', () => {
    // 20:00 UTC is 01:30 the next day in India: a server in UTC once drew 1 Mar here while an
    // Indian browser drew 2 Mar, and hydration failed on the difference.
    expect(formatDate('2026-03-01T20:00:00Z')).toBe('2 Mar 2026');
    expect(absoluteDate('2026-03-01T20:00:00Z')).toBe('2 Mar 2026');
    expect(absoluteDate('2026-03-01T20:00:00Z', true)).toMatch(/^2 Mar 2026.* 1:30 am$/i);
  });

  it('are empty for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
