import { paths } from '@medshelf/shared/routes';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import type { MemberDeckTab } from '../../../lib/people-keys.ts';
import { DeckGrid, DeckGridSkeleton } from '../../slides/index.ts';
import { memberDecksPageSize, useMemberDecks } from '../api/list-member-decks.ts';

interface MemberDecksTabProps {
  tab: MemberDeckTab;
  username: string;
  displayName: string;
  isOwner: boolean;
}

function Empty({ tab, displayName, isOwner }: Omit<MemberDecksTabProps, 'username'>) {
  if (tab === 'uploads') {
    return isOwner ? (
      <EmptyState
        title="You have not shared any decks yet"
        headingLevel={3}
        action={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            Upload your first deck
          </Link>
        }
      >
        <p>Decks you upload show here once they are ready.</p>
      </EmptyState>
    ) : (
      <EmptyState title="No decks yet" headingLevel={3}>
        <p>{displayName} has not shared any decks yet.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No liked decks yet" headingLevel={3}>
      <p>
        {isOwner
          ? 'Press Like on a deck you find useful and it will be kept here.'
          : `Decks ${displayName} likes will show here.`}
      </p>
    </EmptyState>
  );
}

/** The uploads tab (ready decks, newest first) or the liked tab (latest like first), paged. */
export function MemberDecksTab({ tab, username, displayName, isOwner }: MemberDecksTabProps) {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, error, refetch } = useMemberDecks(
    username,
    tab,
    page,
    searchParams.get('after') ?? '',
  );
  const label = tab === 'uploads' ? `Decks by ${displayName}` : `Decks ${displayName} liked`;
  let body: ReactNode;
  if (isPending) body = <DeckGridSkeleton count={4} label="Loading decks…" />;
  else if (isError) body = <LoadFailed message={error.message} onRetry={() => void refetch()} />;
  else if (data.items.length === 0) body = <Empty tab={tab} displayName={displayName} isOwner={isOwner} />;
  else {
    body = (
      <>
        <DeckGrid decks={data.items} headingLevel={3} eagerCount={0} label={label} />
        <Pagination
          page={data.page}
          pageCount={Math.ceil(data.total / memberDecksPageSize)}
          next={data.next}
          label={`Pages of ${label.toLowerCase()}`}
        />
      </>
    );
  }
  return body;
}
