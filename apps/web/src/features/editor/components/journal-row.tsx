import type { Feed, JournalCard } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteJournal } from '../api/delete-journal.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

const coverBox = 'aspect-[3/4] h-auto w-16 shrink-0 rounded-md bg-slate-100 sm:w-20';

/** One journal in the editor's list: cover, name, publisher, the feed it is linked to. */
export function JournalRow({
  journal,
  feed,
  onEdit,
}: {
  journal: JournalCard;
  feed: Feed | undefined;
  onEdit(): void;
}) {
  const remove = useDeleteJournal();
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4">
      {journal.cover ? (
        <img
          src={journal.cover.url}
          alt=""
          width={journal.cover.width}
          height={journal.cover.height}
          loading="lazy"
          decoding="async"
          className={`${coverBox} object-cover`}
        />
      ) : (
        <div aria-hidden="true" className={coverBox} />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-semibold break-words text-slate-900">{journal.name}</h3>
        <p className="text-sm text-slate-700">
          {[journal.publisher, journal.issn ? `ISSN ${journal.issn}` : ''].filter(Boolean).join(' · ') ||
            'No publisher given'}
        </p>
        <p className="text-sm text-brand-800">{journal.subject.name}</p>
        <p className="text-sm break-words text-slate-700">
          {feed ? (
            <>
              Feed: <span className="font-medium text-slate-900">{feed.sourceName}</span>
            </>
          ) : journal.feedId ? (
            'Feed: linked'
          ) : (
            'No feed linked'
          )}
        </p>
        <div className="-ml-2 flex flex-wrap gap-1 pt-1">
          <Link to={paths.journalDetails(journal.slug)} className={buttonClass('ghost')}>
            View<span className="sr-only"> {journal.name}</span>
          </Link>
          <button type="button" className={buttonClass('ghost')} onClick={onEdit}>
            Edit<span className="sr-only"> {journal.name}</span>
          </button>
          <ConfirmDeleteDialog
            what="journal"
            name={journal.name}
            consequences="Its cover is removed with it; its feed and articles stay."
            onConfirm={async () => {
              await remove.mutateAsync(journal.id);
              notify('success', `“${journal.name}” is deleted.`);
            }}
          />
        </div>
      </div>
    </li>
  );
}
