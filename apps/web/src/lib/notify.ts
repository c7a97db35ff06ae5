import { messages } from '@medshelf/shared/messages';
import { markToastAsked } from './toasts-asked.ts';

/**
 * Toasts, with the toast library loaded on first use so it stays out of the first download.
 * Durations default to the 5 s of SPEC §9.
 */
type Kind = 'success' | 'error' | 'info';

export function notify(kind: Kind, message: string, durationMs = 5_000): void {
  markToastAsked();
  void import('sonner').then(({ toast }) => toast[kind](message, { duration: durationMs }));
}

/** What a failed call tells the person: the server's message, or to check the connection. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : messages.checkConnection;
}

/** A toast saying that what the person asked for failed, and why. */
export function notifyFailure(error: unknown): void {
  notify('error', failureMessage(error));
}
