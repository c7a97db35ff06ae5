/**
 * Toasts, with the toast library loaded on first use so it stays out of the first download.
 * Durations default to the 5 s of SPEC §9.
 */
type Kind = 'success' | 'error' | 'info';

export function notify(kind: Kind, message: string, durationMs = 5_000): void {
  void import('sonner').then(({ toast }) => toast[kind](message, { duration: durationMs }));
}
