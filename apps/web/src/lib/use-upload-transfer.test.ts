import { messages } from '@medshelf/shared/messages';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import type { UploadOptions } from './upload.ts';
import { useUploadTransfer } from './use-upload-transfer.ts';

/** A send whose progress and outcome the test drives, as the browser would report them. */
function controlledSend() {
  let options: UploadOptions = {};
  let settle: { resolve(value: string): void; reject(error: unknown): void } | undefined;
  const send = vi.fn(
    (_input: string, given: UploadOptions) =>
      new Promise<string>((resolve, reject) => {
        options = given;
        settle = { resolve, reject };
        given.signal?.addEventListener('abort', () =>
          reject(new DOMException('Upload cancelled', 'AbortError')),
        );
      }),
  );
  return {
    send,
    progress: (loaded: number, total: number) => act(() => options.onProgress?.({ loaded, total })),
    resolve: (value: string) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe('useUploadTransfer', () => {
  it('shows progress once per whole percent and ends idle with the answer', async () => {
    const upload = controlledSend();
    const { result } = renderHook(() => useUploadTransfer(upload.send));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start('deck');
    });
    expect(result.current.state).toEqual({ phase: 'sending', loaded: 0, total: 0 });

    upload.progress(10, 1000);
    const afterFirst = result.current.state;
    upload.progress(15, 1000);
    expect(result.current.state).toBe(afterFirst);
    upload.progress(20, 1000);
    expect(result.current.state).toEqual({ phase: 'sending', loaded: 20, total: 1000 });

    await act(async () => {
      upload.resolve('stored');
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: true, value: 'stored' });
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('is cancelled without an error to show', async () => {
    const upload = controlledSend();
    const { result } = renderHook(() => useUploadTransfer(upload.send));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start('deck');
    });
    await act(async () => {
      result.current.cancel();
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: false, error: null });
    expect(result.current.state).toEqual({ phase: 'cancelled' });
  });

  it('keeps the server’s error, and turns anything else into “check your connection”', async () => {
    const upload = controlledSend();
    const { result } = renderHook(() => useUploadTransfer(upload.send));
    const refused = new ApiError(413, 'bad_request', 'Too large');

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start('deck');
    });
    await act(async () => {
      upload.reject(refused);
      await outcome;
    });
    expect(result.current.state).toEqual({ phase: 'failed', error: refused });

    act(() => {
      outcome = result.current.start('deck');
    });
    await act(async () => {
      upload.reject(new TypeError('Failed to fetch'));
      await outcome;
    });
    const state = result.current.state;
    expect(state.phase === 'failed' && [state.error.code, state.error.message]).toEqual([
      'network',
      messages.checkConnection,
    ]);
  });

  it('asks before the tab closes only while bytes are going up', async () => {
    const upload = controlledSend();
    const { result } = renderHook(() => useUploadTransfer(upload.send));
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closeTab()).toBe(false);

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start('deck');
    });
    expect(closeTab()).toBe(true);

    await act(async () => {
      upload.resolve('stored');
      await outcome;
    });
    expect(closeTab()).toBe(false);
  });

  it('stops the upload when the form goes away', () => {
    const upload = controlledSend();
    const { result, unmount } = renderHook(() => useUploadTransfer(upload.send));
    act(() => {
      void result.current.start('deck');
    });
    const signal = upload.send.mock.calls[0]?.[1].signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
