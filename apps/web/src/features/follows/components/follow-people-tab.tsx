import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { CardGrid, CardGridSkeleton } from '../../../components/ui/card-grid.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { FollowSide } from '../../profiles/api/people-keys.ts';
import { Pagination } from '../../slides/components/pagination.tsx';
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
  const name = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const options = [
    { value: 'followers', label: `Followers (${counts.followers})` },
    { value: 'following', label: `Following (${counts.following})` },
  ] as const;
  return (
    <fieldset>
      <legend className="sr-only">Show</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-10 cursor-pointer items-center rounded-md px-4 text-sm font-semibold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={side === option.value}
              className="sr-only"
              onChange={() => {
                const next = new URLSearchParams(searchParams);
                if (option.value === 'followers') next.delete('list');
                else next.set('list', option.value);
                next.delete('page');
                setSearchParams(next, { replace: true });
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function emptyText(side: FollowSide, isOwner: boolean, displayName: string) {
  if (side === 'followers') {
    return isOwner
      ? { title: 'No followers yet', body: 'Share your slides: classmates who like them follow you.' }
      : { title: 'No followers yet', body: `Be the first to follow ${displayName}.` };
  }
  return isOwner
    ? { title: 'You do not follow anyone yet', body: 'Follow classmates to keep up with what they share.' }
    : { title: 'Not following anyone yet', body: `${displayName} does not follow anyone yet.` };
}

/** The followers tab: the member's followers and the people they follow, each paged. */
export function FollowPeopleTab({ username, displayName, isOwner, counts }: FollowPeopleTabProps) {
  const [searchParams] = useSearchParams();
  const side: FollowSide = searchParams.get('list') === 'following' ? 'following' : 'followers';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, error, refetch } = useFollowPeople(username, side, page);
  const label = side === 'followers' ? `Followers of ${displayName}` : `People ${displayName} follows`;

  let body: ReactNode;
  if (isPending) {
    body = (
      <CardGridSkeleton
        className={gridClass}
        count={6}
        label="Loading people…"
        placeholder={<PersonCardSkeleton />}
      />
    );
  } else if (isError) {
    body = <LoadFailed message={error.message} onRetry={() => void refetch()} />;
  } else if (data.items.length === 0) {
    const text = emptyText(side, isOwner, displayName);
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
          label={`Pages of ${label.toLowerCase()}`}
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
