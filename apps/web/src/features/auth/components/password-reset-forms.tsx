import { limits } from '@medshelf/shared/limits';
import { messages } from '@medshelf/shared/messages';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { notify } from '../../../lib/notify.ts';
import { authActions } from '../api/auth-client.ts';

/** Ask for a reset link by email (SPEC §7: 'Reset link successfully sent'). */
export function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone(): void }) {
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
      notify('error', failure instanceof Error ? failure.message : messages.checkConnection);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">We will email you a link to choose a new password.</p>
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        Send reset link
      </button>
    </form>
  );
}

/** Choose a new password from the emailed link; other sessions end (server side). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < limits.passwordMinLength) {
      setError('Password must be at least 6 characters');
      return;
    }
    setBusy(true);
    try {
      await authActions.resetPassword(token, password);
      notify('success', 'Your password has been changed. Please sign in.');
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.checkConnection);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        Save new password
      </button>
    </form>
  );
}
