import { messages } from '@medshelf/shared/messages';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { AuthError, authActions } from '../api/auth-client.ts';

interface SignInFormProps {
  onSignedIn(email: string): void;
  onForgot(email: string): void;
}

/** Email and password sign-in with the toasts and alert of SPEC §4 and §8. */
export function SignInForm({ onSignedIn, onForgot }: SignInFormProps) {
  const t = useT();
  const serverText = useServerText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    if (!email.trim() || !password) {
      notify('error', messages.enterCredentials);
      return;
    }
    setBusy(true);
    try {
      const { user } = await authActions.signIn(email.trim(), password);
      notify('success', messages.signedInAs(user.email));
      onSignedIn(user.email);
    } catch (error) {
      if (error instanceof AuthError && error.message === messages.verifyEmail)
        setAlert(messages.verifyEmail);
      else notify('error', serverText(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {alert ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{alert}</p>
          <p>{t('auth.verificationResent')}</p>
        </div>
      ) : null}
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <InputField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <button
        type="button"
        className="text-sm font-medium text-brand-800 underline"
        onClick={() => onForgot(email)}
      >
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}
