import { paths } from '@medshelf/shared/routes';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  if (tab === 'uploads') {
    return isOwner ? (
      <EmptyState
        title={t('profile.noSharedDecksOwn')}
        headingLevel={3}
        action={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            {t('profile.uploadFirst')}
          </Link>
        }
      >
        <p>{t('profile.uploadsShowHere')}</p>
      </EmptyState>
    ) : (
      <EmptyState title={t('profile.noDecks')} headingLevel={3}>
        <p>{t('profile.noSharedDecks', { name: displayName })}</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={t('profile.noLiked')} headingLevel={3}>
      <p>{isOwner ? t('profile.noLikedOwn') : t('profile.noLikedOther', { name: displayName })}</p>
    </EmptyState>
  );
}

/** The uploads tab (ready decks, newest first) or the liked tab (latest like first), paged. */
export function MemberDecksTab({ tab, username, displayName, isOwner }: MemberDecksTabProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, error, refetch } = useMemberDecks(
    username,
    tab,
    page,
    searchParams.get('after') ?? '',
  );
  const label =
    tab === 'uploads'
      ? t('profile.decksBy', { name: displayName })
      : t('profile.decksLiked', { name: displayName });
  let body: ReactNode;
  if (isPending) body = <DeckGridSkeleton count={4} label={t('profile.loadingDecks')} />;
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
          label={t('ui.pagesOf', { list: label.toLowerCase() })}
        />
      </>
    );
  }
  return body;
}
