import type { PersonCard as PersonCardData } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { MemberAvatar } from '../../profiles/components/member-avatar.tsx';
import { countLabel } from '../../slides/components/format.ts';

/** One member in a followers or following list: the whole card links to their profile. */
export function PersonCard({ person }: { person: PersonCardData }) {
  return (
    <article className="relative flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-within:shadow-md hover:shadow-md">
      <MemberAvatar photoURL={person.photoURL} initial={person.initial} size={48} />
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-slate-900">
          <Link
            to={paths.profile(person.username)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {person.displayName}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-600">@{person.username}</p>
        {person.summary ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{person.summary}</p> : null}
        <p className="mt-1 text-sm text-slate-600">{countLabel(person.followerCount, 'follower')}</p>
      </div>
    </article>
  );
}

export function PersonCardSkeleton() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <Skeleton className="size-12 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-3 w-full" />
      </div>
    </div>
  );
}
