import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpBody, signUpBodySchema } from '@medshelf/shared/contracts/account';
import { limits } from '@medshelf/shared/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { authActions } from '../api/auth-client.ts';

/** Create an account (SPEC §4): username, email, password; a verification email follows. */
export function SignUpForm({ onSignedUp }: { onSignedUp(email: string): void }) {
  const t = useT();
  const serverText = useServerText();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpBody>({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { username: '', email: '', password: '' },
  });

  const submit = handleSubmit(async ({ username, email, password }) => {
    setAlert(null);
    try {
      await authActions.signUp(username, email, password);
      onSignedUp(email);
    } catch (error) {
      setAlert(error instanceof Error ? serverText(error.message) : t('auth.somethingWentWrong'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {alert ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {alert}
        </p>
      ) : null}
      <InputField
        label={t('auth.username')}
        autoComplete="username"
        hint={t('auth.usernameHint')}
        error={formState.errors.username?.message}
        {...register('username')}
      />
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <InputField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint', { min: limits.passwordMinLength })}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </button>
    </form>
  );
}
