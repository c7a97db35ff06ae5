import { Navigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../api/get-account.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';

/** /signup: the same forms as the Join Now modal, plus where verification and reset links land. */
export function SignupPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { data: account, isPending } = useAccount();
  const afterSignIn = useAfterSignIn();
  const resetToken = params.get('mode') === 'reset' ? params.get('token') : null;
  // A spent or broken link comes back with an error beside verified=1.
  const verified = params.get('verified') === '1' && !params.get('error');
  const passwordChanged = params.get('reset') === 'done';
  const heading = resetToken
    ? t('auth.chooseNewPassword')
    : passwordChanged
      ? t('auth.signInWithNewPassword')
      : t('auth.joinMedShelf');

  if (isPending) return <PageSkeleton />;
  if (account && !resetToken) return <Navigate to="/" replace />;
  return (
    <PageContainer narrow>
      <PageMeta title={t('auth.joinMedShelf')} description={t('auth.joinMetaDescription')} />
      <PageHeader title={heading} description={t('auth.joinIntro')} />
      {verified ? (
        <p role="status" className="mb-4 rounded-lg border border-brand-600 bg-brand-50 p-3 text-brand-900">
          {t('auth.emailVerified')}
        </p>
      ) : null}
      {params.get('error') ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {t('auth.linkExpired')}
        </p>
      ) : null}
      <div className="max-w-md">
        <AuthPanel
          initialMode={resetToken ? 'reset' : 'signin'}
          resetToken={resetToken}
          onSignedIn={() => void afterSignIn('/')}
          // The spent token leaves the address (and history); the heading says what is next.
          onPasswordChanged={() => setParams({ reset: 'done' }, { replace: true })}
        />
      </div>
    </PageContainer>
  );
}
