import { messages } from '@medshelf/shared/messages';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { notify, notifyFailure } from '../../../lib/notify.ts';
import { authActions } from '../api/auth-client.ts';

/** After sign-up: where the link went, and a way to ask for it again. */
export function VerificationSent({ email, onSignIn }: { email: string; onSignIn(): void }) {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await authActions.resendVerification(email);
      notify('success', messages.verificationSent);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-4" role="status">
      <p className="text-slate-800">
        We sent a verification link to <strong className="font-semibold">{email}</strong>. Open it, then sign
        in.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={onSignIn}>
          I have verified, sign in
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={resend} disabled={busy}>
          Send the link again
        </button>
      </div>
    </div>
  );
}
