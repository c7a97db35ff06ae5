import { useLocal, writeLocal } from '../../../../lib/local-store.ts';

export type ReaderMode = 'player' | 'scroll';
export type ReaderFit = 'page' | 'width';

/**
 * How this reader likes to read, remembered on the device: one page at a time or every page
 * scrolled, and the whole page or the full width. The server draws the defaults (one page,
 * fitted); the stored choice applies once the page runs in the browser.
 */
export function useReaderPrefs() {
  const mode: ReaderMode = useLocal('readerMode') === 'scroll' ? 'scroll' : 'player';
  const fit: ReaderFit = useLocal('readerFit') === 'width' ? 'width' : 'page';
  return {
    mode,
    fit,
    setMode: (next: ReaderMode) => writeLocal('readerMode', next === 'scroll' ? 'scroll' : null),
    setFit: (next: ReaderFit) => writeLocal('readerFit', next === 'width' ? 'width' : null),
  };
}
