import { authMessages } from '@medshelf/shared/auth-messages';
import { messages } from '@medshelf/shared/messages';
import { AuthError, authCall } from './auth-client.ts';
import { channelName, type PopupResult, popupMessageType, popupReturnPath } from './popup-result.ts';

export type SocialProvider = 'google' | 'facebook';

/** SPEC §8 social sign-in alerts for the errors the OAuth callback can report. */
const socialErrors: Record<string, string> = {
  account_not_linked: messages.registerEmailInUse,
  email_already_in_use: messages.registerEmailInUse,
  ACCOUNT_DISABLED: messages.registerUserDisabled,
  user_banned: messages.registerUserDisabled,
  user_not_found: messages.registerUserNotFound,
};

function socialErrorMessage(code: string | undefined): string {
  return (code && socialErrors[code]) || authMessages.socialIncomplete;
}

/** Waits for the popup's report, or for the popup to be closed without one. */
function popupOutcome(popup: Window): Promise<PopupResult | 'closed'> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(channelName);
    // A popup the user closes sends nothing: notice that too, so the form does not wait for ever.
    const closedCheck = setInterval(() => popup.closed && finish('closed'), 500);
    function finish(result: PopupResult | 'closed') {
      clearInterval(closedCheck);
      channel.close();
      resolve(result);
    }
    channel.onmessage = (event: MessageEvent<PopupResult>) => {
      if (event.data?.type === popupMessageType) finish(event.data);
    };
  });
}

/**
 * Google or Facebook sign-in in a popup (SPEC §4): the main window stays where it is. The popup
 * is opened in the click itself (so it is not blocked), sent to the provider, and comes back to
 * a page of its own (popup-result.ts), which reports to this window and closes itself. Resolves
 * once the popup is done or closed; whether a session now exists is the caller's to check.
 */
export async function signInWithPopup(provider: SocialProvider): Promise<void> {
  const popup = window.open('about:blank', 'medshelf-oauth', 'popup,width=480,height=640');
  if (!popup) throw new AuthError('POPUP_BLOCKED', authMessages.popupBlocked);
  const back = `${window.location.origin}${popupReturnPath}?popup=`;
  try {
    const { url } = await authCall<{ url: string }>('/sign-in/social', {
      provider,
      callbackURL: `${back}done`,
      newUserCallbackURL: `${back}done`,
      errorCallbackURL: `${back}error`,
      disableRedirect: true,
    });
    popup.location.href = url;
  } catch (error) {
    popup.close();
    throw error;
  }
  const outcome = await popupOutcome(popup);
  if (outcome !== 'closed' && !outcome.ok) {
    throw new AuthError(outcome.error ?? 'OAUTH', socialErrorMessage(outcome.error));
  }
}
