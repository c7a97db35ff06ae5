import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { DigestSettingField } from '../../notifications/index.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { usePhotoUpload } from '../hooks/use-photo-upload.ts';

function Loading() {
  const t = useT();
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t('profile.loadingDetails')}</span>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function Editor() {
  const t = useT();
  const { data: profile, isPending, isError, error, fetchStatus, refetch } = useOwnProfile();
  const photo = usePhotoUpload();
  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('profile.detailsOffline')}</p>;
  }
  if (isPending) return <Loading />;
  if (isError) return <LoadFailed message={error.message} onRetry={() => void refetch()} />;
  return (
    <div className="space-y-6">
      <AvatarEditor profile={profile} photo={photo} />
      {/* A new form for another account (sign out and in as someone else on this page). */}
      <ProfileDetailsForm key={profile.email} profile={profile} photo={photo} />
      <section aria-labelledby="email-settings" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="email-settings" className="text-lg font-semibold text-slate-900">
          {t('profile.email')}
        </h2>
        <DigestSettingField />
      </section>
    </div>
  );
}

/** /profiledetails: the signed-in user edits their photo and every detail of SPEC §3. */
export function ProfileDetailsPage() {
  const t = useT();
  const { data: account, isPending, fetchStatus } = useAccount();
  let body: ReactNode;
  if (isPending && fetchStatus === 'paused') {
    body = <p className="text-slate-700">{t('profile.detailsOffline')}</p>;
  } else if (isPending) body = <Loading />;
  else if (!account) {
    body = <SignInRequired title={t('profile.signInToEdit')} reason={t('profile.signInReason')} />;
  } else body = <Editor />;
  return (
    <PageContainer narrow>
      <PageMeta title={t('profile.details')} />
      <PageHeader title={t('profile.details')} description={t('profile.detailsIntro')} />
      {body}
    </PageContainer>
  );
}
