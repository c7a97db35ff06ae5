import type { PersonCard as PersonCardData } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Card, CardSkeleton } from '../../../components/ui/card.tsx';
import { MemberAvatar } from '../../../components/ui/member-avatar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/** One member in a followers or following list: the whole card links to their profile. */
export function PersonCard({ person }: { person: PersonCardData }) {
  const format = useFormat();
  return (
    <Card
      to={paths.profile(person.username)}
      title={person.displayName}
      headingLevel={3}
      titleClassName="truncate"
      layout="row"
      media={<MemberAvatar photoURL={person.photoURL} initial={person.initial} size={48} />}
    >
      <p className="truncate text-sm text-slate-600">@{person.username}</p>
      {person.summary ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{person.summary}</p> : null}
      <p className="mt-1 text-sm text-slate-600">{format.count('follows.followers', person.followerCount)}</p>
    </Card>
  );
}

export function PersonCardSkeleton() {
  return (
    <CardSkeleton layout="row" media={<Skeleton className="size-12 shrink-0 rounded-full" />}>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-3 w-24" />
      <Skeleton className="h-3 w-full" />
    </CardSkeleton>
  );
}
