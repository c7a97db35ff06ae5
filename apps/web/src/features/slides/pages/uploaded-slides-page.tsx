import { paths } from '@medshelf/shared/routes';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { useMyDecks } from '../api/my-decks.ts';
import { UploadedDeckRow, UploadedDeckRowSkeleton } from '../components/uploaded-deck-row.tsx';

function Loading() {
  const t = useT();
  return (
    <div role="status">
      <span className="sr-only">{t('manage.loadingDecks')}</span>
      <ul className="space-y-3">
        <UploadedDeckRowSkeleton />
        <UploadedDeckRowSkeleton />
        <UploadedDeckRowSkeleton />
      </ul>
    </div>
  );
}

function MyDecks() {
  const t = useT();
  const { data, isPending, isError, error, fetchStatus, refetch } = useMyDecks();
  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('manage.decksOffline')}</p>;
  }
  if (isPending) return <Loading />;
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{error.message}</p>
        <button type="button" className={buttonClass('primary', 'mt-3')} onClick={() => refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('manage.noneUploaded')}
        action={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            {t('profile.uploadFirst')}
          </Link>
        }
      >
        <p>{t('manage.noneUploadedText')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" aria-label={t('manage.yourDecks')}>
      {data.items.map((deck) => (
        <UploadedDeckRow key={deck.id} deck={deck} />
      ))}
    </ul>
  );
}

export function UploadedSlidesPage() {
  const statisticsText = useSharedText('statistics', statisticsMessages);
  const t = useT();
  const { data: account, isPending, fetchStatus } = useAccount();
  let body: ReactNode;
  if (isPending && fetchStatus === 'paused') {
    body = <p className="text-slate-700">{t('manage.decksOffline')}</p>;
  } else if (isPending) body = <Loading />;
  else if (!account) {
    body = <SignInRequired title={t('manage.signIn')} reason={t('manage.signInReason')} />;
  } else body = <MyDecks />;

  return (
    <PageContainer>
      <PageMeta title={t('upload.yourUploads')} />
      <PageHeader
        title={t('manage.title')}
        description={t('manage.intro')}
        actions={
          account ? (
            <>
              <Link to={paths.uploadedStatistics()} className={buttonClass('secondary')}>
                {statisticsText.allDecksLink}
              </Link>
              <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
                {t('slides.uploadDeck')}
              </Link>
            </>
          ) : undefined
        }
      />
      {body}
    </PageContainer>
  );
}
