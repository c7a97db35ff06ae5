import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDate } from './format.ts';
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

describe('numbers and dates in the interface language', () => {
  it('writes Hindi months and Hindi compact numbers, in India’s time', () => {
    expect(formatDate('2026-03-01T20:00:00Z', 'hi')).toBe('2 मार्च 2026');
    expect(absoluteDate('2026-03-01T20:00:00Z', false, 'hi')).toBe('2 मार्च 2026');
    // A no-break space, and ज़ as ज plus nukta, as Intl writes them.
    expect(formatCount(1200, 'hi')).toBe('1.2\u00a0\u0939\u091c\u093c\u093e\u0930');
    expect(formatBytes(4.2 * 1024 * 1024, 'hi')).toBe('4.2 MB');
  });

  it('keeps English as it was', () => {
    expect(formatCount(1_200_000)).toBe('1.2M');
    expect(formatBytes(4 * 1024 * 1024)).toBe('4.0 MB');
    expect(formatBytes(640 * 1024)).toBe('640 KB');
  });
});
