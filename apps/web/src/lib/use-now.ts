import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated.ts';

/** When the server drew the page (entry-server.tsx), sent with its data (page-data.ts). */
export const DrawnAt = createContext<number | null>(null);

/**
 * The moment "how long ago" is counted from: the server's drawing time while the page is drawn
 * there and while the browser hydrates that drawing, so both say the same words; the browser's
 * own clock from the render after. Drawn by the server without it, the words came only with
 * hydration and moved the text after them (a news card's description, 20 px down).
 */
export function useNow(): number {
  const drawnAt = useContext(DrawnAt);
  const hydrated = useHydrated();
  return hydrated || drawnAt === null ? Date.now() : drawnAt;
}
