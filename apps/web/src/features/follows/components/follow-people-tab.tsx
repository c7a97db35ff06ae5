import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SegmentedSort } from '../../../components/ui/segmented-sort.tsx';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import type { FollowSide } from '../../../lib/people-keys.ts';
import { followPeoplePageSize, useFollowPeople } from '../api/list-follow-people.ts';
import { PersonCard, PersonCardSkeleton } from './person-card.tsx';

const gridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3';

interface FollowPeopleTabProps {
  username: string;
  displayName: string;
  isOwner: boolean;
  counts: { followers: number; following: number };
}

/** Which list shows, kept in `?list=` (followers by default), back to page 1 on a change. */
function SideSwitch({ side, counts }: { side: FollowSide; counts: FollowPeopleTabProps['counts'] }) {
  const t = useT();
  const options = [
    { value: 'followers', label: t('follows.followersCount', { count: counts.followers }) },
    { value: 'following', label: t('follows.followingCount', { count: counts.following }) },
  ] as const;
  return <SegmentedSort options={options} sort={side} param="list" legend={t('follows.show')} />;
}

function emptyText(side: FollowSide, isOwner: boolean, displayName: string, t: Translate) {
  const name = { name: displayName };
  if (side === 'followers') {
    return isOwner
      ? { title: t('follows.noFollowers'), body: t('follows.noFollowersOwn') }
      : { title: t('follows.noFollowers'), body: t('follows.noFollowersOther', name) };
  }
  return isOwner
    ? { title: t('follows.noFollowingOwn'), body: t('follows.noFollowingOwnText') }
    : { title: t('follows.noFollowing'), body: t('follows.noFollowingOther', name) };
}

/** The followers tab: the member's followers and the people they follow, each paged. */
export function FollowPeopleTab({ username, displayName, isOwner, counts }: FollowPeopleTabProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const side: FollowSide = searchParams.get('list') === 'following' ? 'following' : 'followers';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, error, refetch } = useFollowPeople(
    username,
    side,
    page,
    searchParams.get('after') ?? '',
  );
  const label =
    side === 'followers'
      ? t('follows.followersOf', { name: displayName })
      : t('follows.peopleFollowed', { name: displayName });

  let body: ReactNode;
  if (isPending) {
    body = (
      <CardGridSkeleton
        className={gridClass}
        count={6}
        label={t('follows.loadingPeople')}
        placeholder={<PersonCardSkeleton />}
      />
    );
  } else if (isError) {
    body = <LoadFailed message={error.message} onRetry={() => void refetch()} />;
  } else if (data.items.length === 0) {
    const text = emptyText(side, isOwner, displayName, t);
    body = (
      <EmptyState title={text.title} headingLevel={3}>
        <p>{text.body}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <CardGrid
          items={data.items}
          className={gridClass}
          label={label}
          renderItem={(person) => <PersonCard person={person} />}
        />
        <Pagination
          page={data.page}
          pageCount={Math.ceil(data.total / followPeoplePageSize)}
          next={data.next}
          label={t('ui.pagesOf', { list: label.toLowerCase() })}
        />
      </>
    );
  }
  return (
    <div className="space-y-4">
      <SideSwitch side={side} counts={counts} />
      {body}
    </div>
  );
}
