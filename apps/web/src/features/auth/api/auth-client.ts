import { authErrorCodes } from '@medshelf/shared/auth-codes';
import { authMessages } from '@medshelf/shared/auth-messages';
import { messages } from '@medshelf/shared/messages';
import { reportNetworkFailure, reportNetworkSuccess } from '../../../lib/connectivity.ts';

/** A refused auth call, with the text SPEC §8 gives its outcome. */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const signInMessages: Record<string, string> = {
  [authErrorCodes.userNotFound]: messages.userNotFound,
  [authErrorCodes.invalidPassword]: messages.invalidPassword,
  [authErrorCodes.invalidEmail]: messages.invalidEmail,
  [authErrorCodes.emailNotVerified]: messages.verifyEmail,
  [authErrorCodes.accountDisabled]: messages.accountDisabled,
};

/**
 * Calls a better-auth endpoint under /api/auth and throws AuthError with a readable message.
 * A person pressed a button, so the call is tried even while the site believes it is offline.
 */
export async function authCall<T>(path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    reportNetworkFailure();
    throw new AuthError('offline', messages.checkConnection);
  }
  reportNetworkSuccess();
  const payload = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok) {
    const code = payload?.code ?? payload?.error?.code ?? 'UNKNOWN';
    // The limiter answers in MedShelf's own error shape and says how long to wait (15 minutes
    // is not a minute); better-auth's answers carry their code and message at the top.
    const message = response.status === 429 ? payload?.error?.message : signInMessages[code];
    throw new AuthError(code, message ?? payload?.message ?? authMessages.failed);
  }
  return payload as T;
}

const origin = () => window.location.origin;

export const authActions = {
  signIn: (email: string, password: string) =>
    authCall<{ user: { email: string } }>('/sign-in/email', { email, password }),
  signUp: (username: string, email: string, password: string) =>
    authCall('/sign-up/email', {
      name: username,
      username,
      email,
      password,
    }),
  // The server sets where every verification link lands (modules/auth/auth.ts).
  resendVerification: (email: string) => authCall('/send-verification-email', { email }),
  requestPasswordReset: (email: string) =>
    authCall('/request-password-reset', { email, redirectTo: `${origin()}/signup?mode=reset` }),
  resetPassword: (token: string, newPassword: string) => authCall('/reset-password', { token, newPassword }),
  signOut: () => authCall('/sign-out', {}),
};
