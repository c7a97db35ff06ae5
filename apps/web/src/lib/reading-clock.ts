import { statisticsLimits } from '@medshelf/shared/statistics-limits';

type Send = (url: string, body: unknown) => void;

/** Sends without holding the page: a tab being closed still delivers it. */
function beacon(url: string, body: unknown) {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (!navigator.sendBeacon?.(url, blob)) {
    void fetch(url, { method: 'POST', body: blob, keepalive: true, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  }
}

/**
 * Counts the seconds a reader spends on each page of a deck while the tab is visible, and
 * reports them in one batch when the tab is hidden or left, or the deck is closed: the
 * uploader's "most-read pages". Nothing but page numbers and seconds is sent.
 */
export function startReadingClock(deckId: string, send: Send = beacon) {
  const seconds = new Map<number, number>();
  let page: number | null = null;
  let since: number | null = null;

  const settle = () => {
    if (page !== null && since !== null) {
      seconds.set(page, (seconds.get(page) ?? 0) + (performance.now() - since) / 1000);
    }
    since = document.visibilityState === 'visible' ? performance.now() : null;
  };
  const flush = () => {
    settle();
    const pages = [...seconds]
      .map(([number, time]) => ({
        page: number,
        seconds: Math.min(statisticsLimits.maxSecondsPerPage, Math.round(time)),
      }))
      .filter((entry) => entry.seconds >= 1)
      .slice(0, statisticsLimits.maxPagesPerReport);
    seconds.clear();
    if (pages.length) send(`/api/decks/${encodeURIComponent(deckId)}/reading`, { pages });
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? flush() : settle());

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return {
    /** The reader now looks at this page. */
    show(next: number) {
      settle();
      page = next;
    },
    /** The deck is closed: report what is left and stop counting. */
    stop() {
      flush();
      page = null;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    },
  };
}
