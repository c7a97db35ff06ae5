import type { JournalCard as JournalCardData } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Card, CardSkeleton } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { JournalCover } from './journal-cover.tsx';

interface JournalCardProps {
  journal: JournalCardData;
  eager?: boolean;
}

/** One journal in the list: the whole card links to the journal and its latest articles. */
export function JournalCard({ journal, eager = false }: JournalCardProps) {
  return (
    <Card
      to={paths.journalDetails(journal.slug)}
      title={journal.name}
      headingLevel={2}
      titleClassName="line-clamp-3"
      media={
        <JournalCover cover={journal.cover} name={journal.name} eager={eager} className="rounded-t-xl" />
      }
    >
      {journal.publisher ? <p className="line-clamp-2 text-sm text-slate-700">{journal.publisher}</p> : null}
      <p className="mt-auto flex flex-wrap gap-x-3 pt-1 text-xs text-slate-600">
        <span className="text-brand-800">{journal.subject.name}</span>
        {journal.issn ? <span>ISSN {journal.issn}</span> : null}
      </p>
    </Card>
  );
}

export function JournalCardSkeleton() {
  return (
    <CardSkeleton media={<Skeleton className="aspect-[3/4] w-full rounded-b-none rounded-t-xl" />}>
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-3 h-3 w-1/2" />
    </CardSkeleton>
  );
}
