import { messages } from '@medshelf/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { AuthError } from '../api/auth-client.ts';
import { accountQuery } from '../api/get-account.ts';
import { usePublicConfig } from '../api/get-public-config.ts';
import { type SocialProvider, signInWithPopup } from '../api/social-sign-in.ts';

const labels: Record<SocialProvider, MessageId> = {
  google: 'auth.continueWithGoogle',
  facebook: 'auth.continueWithFacebook',
};

/** Google and Facebook sign-in, shown only for the providers this site has configured. */
export function SocialButtons({ onSignedIn }: { onSignedIn(): void }) {
  const t = useT();
  const serverText = useServerText();
  const { data: config } = usePublicConfig();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const providers = config?.socialProviders ?? [];
  if (!providers.length) return null;

  async function signIn(provider: SocialProvider) {
    setBusy(provider);
    try {
      await signInWithPopup(provider);
      const account = await queryClient.fetchQuery({ ...accountQuery(), staleTime: 0 });
      if (!account) {
        notify('info', t('auth.signInCancelled'));
        return;
      }
      notify('success', messages.signedInAs(account.user.email));
      onSignedIn();
    } catch (error) {
      const blocked = error instanceof AuthError && error.code === 'POPUP_BLOCKED';
      notify('error', blocked ? t('auth.popupBlocked') : serverText(failureMessage(error)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-6 space-y-3 border-t border-slate-200 pt-5">
      <p className="text-center text-sm text-slate-700">{t('auth.orContinueWith')}</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={buttonClass('secondary', 'w-full')}
          disabled={busy !== null}
          onClick={() => void signIn(provider)}
        >
          {busy === provider ? t('auth.waitingForWindow') : t(labels[provider])}
        </button>
      ))}
    </div>
  );
}
