import { messages } from '@medshelf/shared/messages';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { pendingActionPath } from '../../../lib/pending-action.ts';
import { useAccount } from '../api/get-account.ts';
import { PreferenceDialog } from '../components/preference-dialog.tsx';

export function RegisterPage() {
  const t = useT();
  const { data: account, isPending } = useAccount();
  const navigate = useNavigate();
  // A visitor who pressed Like, Save or Clip before joining goes back to that deck.
  const done = () => navigate(pendingActionPath() ?? '/');
  return (
    <PageContainer narrow>
      <PageMeta title={t('auth.yourPreferences')} />
      <PageHeader title={messages.preferenceDialogTitle} description={t('auth.courseReason')} />
      {isPending ? (
        <PageSkeleton />
      ) : account ? (
        <PreferenceDialog account={account} onSaved={done} onDismiss={done} />
      ) : (
        <SignInRequired title={t('auth.signInToChooseCourse')} reason={t('auth.courseReason')} />
      )}
    </PageContainer>
  );
}
