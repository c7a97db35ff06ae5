import { messages } from '@medshelf/shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client.ts';
import type { UploadOptions } from './upload.ts';

export type TransferState =
  | { phase: 'idle' }
  | { phase: 'sending'; loaded: number; total: number }
  | { phase: 'failed'; error: ApiError }
  | { phase: 'cancelled' };

/** How a transfer ended: its answer, the error to show, or null when the person cancelled. */
export type TransferOutcome<Result> = { ok: true; value: Result } | { ok: false; error: ApiError | null };

/**
 * One file transfer with progress, cancel and the error a person can act on. Progress is
 * rendered once per whole percent: a cheap phone need not redraw the form 20 times a second.
 */
export function useUploadTransfer<Input, Result>(
  send: (input: Input, options: UploadOptions) => Promise<Result>,
) {
  const [state, setState] = useState<TransferState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const sending = state.phase === 'sending';

  // Leaving the page stops the upload rather than letting it finish unseen.
  useEffect(() => () => controller.current?.abort(), []);

  // Closing or reloading the tab mid-upload would throw the bytes sent so far away: ask first.
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  const start = useCallback(
    async (input: Input): Promise<TransferOutcome<Result>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ phase: 'sending', loaded: 0, total: 0 });
      let shownPercent = -1;
      try {
        const result = await send(input, {
          signal: current.signal,
          onProgress: ({ loaded, total }) => {
            const percent = total ? Math.floor((loaded / total) * 100) : 0;
            if (percent === shownPercent) return;
            shownPercent = percent;
            setState({ phase: 'sending', loaded, total });
          },
        });
        setState({ phase: 'idle' });
        return { ok: true, value: result };
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          setState({ phase: 'cancelled' });
          return { ok: false, error: null };
        }
        const failure =
          error instanceof ApiError ? error : new ApiError(0, 'network', messages.checkConnection);
        setState({ phase: 'failed', error: failure });
        return { ok: false, error: failure };
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [send],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, cancel, reset };
}
