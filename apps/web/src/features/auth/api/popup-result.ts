/**
 * Where the sign-in popup lands back from Google or Facebook: a page of its own (auth-popup.html),
 * not the app. It reports how it went and closes, so it needs none of the app's code: the app
 * would be downloaded and started only to close the window, and on a slow phone the popup stayed
 * open for as long as that took.
 */
export const popupReturnPath = '/auth-popup.html';
export const popupMessageType = 'medshelf:oauth';
export const channelName = 'medshelf-auth';

export interface PopupResult {
  type: typeof popupMessageType;
  ok: boolean;
  error?: string | undefined;
}

/**
 * In the popup: tell the window that opened it how it went, and close. A same-origin
 * BroadcastChannel, not window.opener: the trip through the provider's origin may cut the opener
 * link. A window the browser will not close (opened by hand, not as the popup) goes to the home
 * page, where the person is signed in.
 */
export function reportPopupResult(params: URLSearchParams): void {
  const result: PopupResult = {
    type: popupMessageType,
    ok: params.get('popup') === 'done',
    error: params.get('error') ?? undefined,
  };
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(result);
  channel.close();
  window.close();
  setTimeout(() => window.location.replace('/'), 1_000);
}
