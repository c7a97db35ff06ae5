import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ForgotPasswordForm, ResetPasswordForm } from './password-reset-forms.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { VerificationSent } from './verification-sent.tsx';

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'reset' | 'verify-sent';

interface AuthPanelProps {
  initialMode?: AuthMode;
  resetToken?: string | null;
  onSignedIn(): void;
  /** After a new password is saved from the emailed link (the panel then shows sign-in). */
  onPasswordChanged?(): void;
}

const tabClass =
  'min-h-11 flex-1 border-b-2 border-transparent px-3 text-sm font-semibold text-slate-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';

/** Everything a visitor does to get in: sign in, create an account, verify, reset a password. */
export function AuthPanel({
  initialMode = 'signin',
  resetToken = null,
  onSignedIn,
  onPasswordChanged,
}: AuthPanelProps) {
  const t = useT();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');

  if (mode === 'verify-sent') return <VerificationSent email={email} onSignIn={() => setMode('signin')} />;
  if (mode === 'forgot') return <ForgotPasswordForm initialEmail={email} onDone={() => setMode('signin')} />;
  if (mode === 'reset' && resetToken)
    return (
      <ResetPasswordForm
        token={resetToken}
        onDone={() => {
          setMode('signin');
          onPasswordChanged?.();
        }}
      />
    );

  return (
    <>
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as AuthMode)}>
        <Tabs.List aria-label={t('auth.signInOrCreate')} className="mb-5 flex border-b border-slate-200">
          <Tabs.Trigger value="signin" className={tabClass}>
            {t('auth.signIn')}
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            {t('auth.createAccount')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm
            onSignedIn={onSignedIn}
            onForgot={(typed) => {
              setEmail(typed);
              setMode('forgot');
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm
            onSignedUp={(address) => {
              setEmail(address);
              setMode('verify-sent');
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
      <SocialButtons onSignedIn={onSignedIn} />
    </>
  );
}
