import { messages } from '@medshelf/shared/messages';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { authActions } from '../api/auth-client.ts';

/** After sign-up: where the link went, and a way to ask for it again. */
export function VerificationSent({ email, onSignIn }: { email: string; onSignIn(): void }) {
  const t = useT();
  const serverText = useServerText();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await authActions.resendVerification(email);
      notify('success', messages.verificationSent);
    } catch (error) {
      notify('error', serverText(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-4" role="status">
      <p className="text-slate-800">
        <RichText
          id="auth.verificationSentTo"
          values={{ email }}
          components={{ 0: <strong className="font-semibold" /> }}
        />
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={onSignIn}>
          {t('auth.verifiedSignIn')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={resend} disabled={busy}>
          {t('auth.sendLinkAgain')}
        </button>
      </div>
    </div>
  );
}
