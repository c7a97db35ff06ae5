import { useEffect, useRef } from 'react';
import { startReadingClock } from '../../../../lib/reading-clock.ts';

/** Reports the reader's time on each page of `deckId` (null: nothing reported) for its uploader. */
export function useReadingTime(deckId: string | null, page: number) {
  const clock = useRef<ReturnType<typeof startReadingClock> | null>(null);
  useEffect(() => {
    if (!deckId) return;
    clock.current = startReadingClock(deckId);
    return () => {
      clock.current?.stop();
      clock.current = null;
    };
  }, [deckId]);
  useEffect(() => {
    clock.current?.show(page);
  }, [page]);
}
