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
import { useAccount } from '../../auth/index.ts';
import { useMyDecks } from '../api/my-decks.ts';
import { UploadedDeckRow, UploadedDeckRowSkeleton } from '../components/uploaded-deck-row.tsx';

function Loading() {
  return (
    <div role="status">
      <span className="sr-only">Loading your decks…</span>
      <ul className="space-y-3">
        <UploadedDeckRowSkeleton />
        <UploadedDeckRowSkeleton />
        <UploadedDeckRowSkeleton />
      </ul>
    </div>
  );
}

function MyDecks() {
  const { data, isPending, isError, error, fetchStatus, refetch } = useMyDecks();
  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">Your decks will appear here when you are back online.</p>;
  }
  if (isPending) return <Loading />;
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{error.message}</p>
        <button type="button" className={buttonClass('primary', 'mt-3')} onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        title="You have not uploaded any decks yet"
        action={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            Upload your first deck
          </Link>
        }
      >
        <p>Share your lecture slides and they will show here with their views and likes.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Your decks">
      {data.items.map((deck) => (
        <UploadedDeckRow key={deck.id} deck={deck} />
      ))}
    </ul>
  );
}

export function UploadedSlidesPage() {
  const { data: account, isPending, fetchStatus } = useAccount();
  let body: ReactNode;
  if (isPending && fetchStatus === 'paused') {
    body = <p className="text-slate-700">Your decks will appear here when you are back online.</p>;
  } else if (isPending) body = <Loading />;
  else if (!account) {
    body = (
      <SignInRequired
        title="Sign in to see your uploads"
        reason="Your uploaded decks are kept with your account."
      />
    );
  } else body = <MyDecks />;

  return (
    <PageContainer>
      <PageMeta title="Your uploads" />
      <PageHeader
        title="Your uploaded slides"
        description="Decks you have shared, with their views and likes."
        actions={
          account ? (
            <>
              <Link to={paths.uploadedStatistics()} className={buttonClass('secondary')}>
                {statisticsMessages.allDecksLink}
              </Link>
              <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
                Upload a deck
              </Link>
            </>
          ) : undefined
        }
      />
      {body}
    </PageContainer>
  );
}
