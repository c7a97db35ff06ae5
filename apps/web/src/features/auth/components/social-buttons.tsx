import { messages } from '@medshelf/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { notify, notifyFailure } from '../../../lib/notify.ts';
import { accountQuery } from '../api/get-account.ts';
import { usePublicConfig } from '../api/get-public-config.ts';
import { type SocialProvider, signInWithPopup } from '../api/social-sign-in.ts';

const labels: Record<SocialProvider, string> = {
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
};

/** Google and Facebook sign-in, shown only for the providers this site has configured. */
export function SocialButtons({ onSignedIn }: { onSignedIn(): void }) {
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
        notify('info', 'Sign-in was cancelled.');
        return;
      }
      notify('success', messages.signedInAs(account.user.email));
      onSignedIn();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-6 space-y-3 border-t border-slate-200 pt-5">
      <p className="text-center text-sm text-slate-700">Or continue with</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={buttonClass('secondary', 'w-full')}
          disabled={busy !== null}
          onClick={() => void signIn(provider)}
        >
          {busy === provider ? 'Waiting for the sign-in window…' : labels[provider]}
        </button>
      ))}
    </div>
  );
}
