import type { JournalCard as JournalCardData } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { JournalCover } from './journal-cover.tsx';

interface JournalCardProps {
  journal: JournalCardData;
  eager?: boolean;
}

/** One journal in the list: the whole card links to the journal and its latest articles. */
export function JournalCard({ journal, eager = false }: JournalCardProps) {
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <JournalCover cover={journal.cover} name={journal.name} eager={eager} className="rounded-t-xl" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-3 font-semibold leading-snug text-slate-900">
          <Link
            to={paths.journalDetails(journal.slug)}
            className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:text-brand-800"
          >
            {journal.name}
          </Link>
        </h2>
        {journal.publisher ? (
          <p className="line-clamp-2 text-sm text-slate-700">{journal.publisher}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap gap-x-3 pt-1 text-xs text-slate-600">
          <span className="text-brand-800">{journal.subject.name}</span>
          {journal.issn ? <span>ISSN {journal.issn}</span> : null}
        </p>
      </div>
    </article>
  );
}

export function JournalCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[3/4] w-full rounded-b-none rounded-t-xl" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-3 h-3 w-1/2" />
      </div>
    </div>
  );
}
