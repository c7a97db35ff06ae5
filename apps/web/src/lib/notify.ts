import { messages } from '@medshelf/shared/messages';
import { loadToasts, markToastAsked } from './toaster.ts';

/**
 * Toasts, with the toast library out of the page's start (lib/toaster.ts). Durations default to
 * the 5 s of SPEC §9.
 */
type Kind = 'success' | 'error' | 'info';

export function notify(kind: Kind, message: string, durationMs = 5_000): void {
  // Without its library (the network went before the page was ever idle) a toast cannot show;
  // the page goes on as it is.
  loadToasts().then(
    ({ toast }) => {
      markToastAsked();
      toast[kind](message, { duration: durationMs });
    },
    () => undefined,
  );
}

/** What a failed call tells the person: the server's message, or to check the connection. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : messages.checkConnection;
}

/** A toast saying that what the person asked for failed, and why. */
export function notifyFailure(error: unknown): void {
  notify('error', failureMessage(error));
}
