import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReadingClock } from './reading-clock.ts';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startReadingClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
    setVisibility('visible');
  });
  afterEach(() => vi.useRealTimers());

  it('reports the visible seconds on each page in one batch when the tab is hidden', () => {
    const send = vi.fn();
    const clock = startReadingClock('deck 1', send);
    clock.show(1);
    vi.advanceTimersByTime(5_000);
    clock.show(2);
    vi.advanceTimersByTime(3_000);
    clock.show(1);
    vi.advanceTimersByTime(2_000);
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('/api/decks/deck%201/reading', {
      pages: [
        { page: 1, seconds: 7 },
        { page: 2, seconds: 3 },
      ],
    });
    clock.stop();
  });

  it('does not count time while the tab is hidden, and reports the rest when the deck closes', () => {
    const send = vi.fn();
    const clock = startReadingClock('deck', send);
    clock.show(4);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    setVisibility('visible');
    vi.advanceTimersByTime(4_000);
    clock.stop();
    expect(send).toHaveBeenCalledExactlyOnceWith('/api/decks/deck/reading', {
      pages: [{ page: 4, seconds: 4 }],
    });
    // Stopped: nothing more is counted or sent.
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('caps a page left open for hours', () => {
    const send = vi.fn();
    const clock = startReadingClock('deck', send);
    clock.show(1);
    vi.advanceTimersByTime(5 * 60 * 60_000);
    clock.stop();
    expect(send).toHaveBeenCalledWith('/api/decks/deck/reading', { pages: [{ page: 1, seconds: 1800 }] });
  });
});
