import { limits } from '@medshelf/shared/limits';
import { messages } from '@medshelf/shared/messages';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { authActions } from '../api/auth-client.ts';

/** Ask for a reset link by email (SPEC §7: 'Reset link successfully sent'). */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone(): void }) {
  const t = useT();
  const serverText = useServerText();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError(messages.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      await authActions.requestPasswordReset(email.trim());
      notify('success', messages.resetLinkSent);
      onDone();
    } catch (failure) {
      notify('error', failure instanceof Error ? serverText(failure.message) : messages.checkConnection);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">{t('auth.resetIntro')}</p>
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        {t('auth.sendResetLink')}
      </button>
    </form>
  );
}

/** Choose a new password from the emailed link; other sessions end (server side). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const t = useT();
  const serverText = useServerText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < limits.passwordMinLength) {
      setError(t('auth.passwordTooShort', { min: limits.passwordMinLength }));
      return;
    }
    setBusy(true);
    try {
      await authActions.resetPassword(token, password);
      notify('success', t('auth.passwordChanged'));
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? serverText(failure.message) : messages.checkConnection);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <InputField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        {t('auth.saveNewPassword')}
      </button>
    </form>
  );
}
