import type { Feed } from '@medshelf/shared';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { countLabel } from '../../../lib/format.ts';
import { absoluteDate, relativeTime } from '../../../lib/format-time.ts';
import { notify, notifyFailure } from '../../../lib/notify.ts';
import { useDeleteFeed } from '../api/delete-feed.ts';
import { useFetchFeed } from '../api/fetch-feed.ts';
import { useUpdateFeed } from '../api/update-feed.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useSubjectName } from './subject-options.tsx';

const badge = 'inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold';

function When({ iso }: { iso: string }) {
  return (
    <>
      {relativeTime(iso)} (<time dateTime={iso}>{absoluteDate(iso, true)}</time>)
    </>
  );
}

/** How fetching goes: when it last ran, how many items it brought, and its last problem in red. */
function FeedStatus({ feed }: { feed: Feed }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-600">Last fetched</dt>
      <dd className="text-slate-900">
        {feed.lastFetchedAt ? <When iso={feed.lastFetchedAt} /> : feed.active ? 'Not yet: soon' : 'Never'}
      </dd>
      <dt className="text-slate-600">Items</dt>
      <dd className="text-slate-900" data-testid="feed-item-count">
        {countLabel(feed.itemCount, 'item')}
      </dd>
      {feed.lastError ? (
        <>
          <dt className="font-medium text-red-700">Last error</dt>
          <dd className="font-medium break-words text-red-700">
            {feed.lastError}
            {feed.consecutiveFailures > 1 ? ` (${feed.consecutiveFailures} failures in a row)` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** One feed in the editor's list, with what can be done to it. */
export function FeedRow({ feed, onEdit }: { feed: Feed; onEdit(): void }) {
  const fetchNow = useFetchFeed();
  const update = useUpdateFeed();
  const remove = useDeleteFeed();
  const subjectName = useSubjectName();

  const runFetch = async () => {
    try {
      const fetched = await fetchNow.mutateAsync(feed.id);
      if (fetched.lastError) notify('error', `${fetched.sourceName}: ${fetched.lastError}`);
      else notify('success', `${fetched.sourceName} is fetched: ${countLabel(fetched.itemCount, 'item')}.`);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const toggleActive = async () => {
    try {
      const saved = await update.mutateAsync({ id: feed.id, patch: { active: !feed.active } });
      notify(
        'success',
        saved.active ? `${saved.sourceName} is fetched again.` : `${saved.sourceName} is paused.`,
      );
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold break-words text-slate-900">{feed.sourceName}</h3>
        <span className={`${badge} bg-brand-100 text-brand-900`}>
          {feed.kind === 'news' ? 'News' : 'Articles'}
        </span>
        <span className={`${badge} bg-slate-100 text-slate-800`}>
          {subjectName(feed.subject) ?? 'Several subjects'}
        </span>
        {feed.active ? null : <span className={`${badge} bg-amber-100 text-amber-950`}>Paused</span>}
      </div>
      <p className="mt-1 text-sm break-all text-slate-700">{feed.url}</p>
      <div className="mt-3">
        <FeedStatus feed={feed} />
      </div>
      <div className="-ml-2 mt-3 flex flex-wrap gap-1">
        <button
          type="button"
          className={buttonClass('secondary', 'ml-2')}
          disabled={fetchNow.isPending || !feed.active}
          onClick={() => void runFetch()}
        >
          {fetchNow.isPending ? 'Fetching…' : 'Fetch now'}
          <span className="sr-only"> {feed.sourceName}</span>
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onEdit}>
          Edit<span className="sr-only"> {feed.sourceName}</span>
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={update.isPending}
          onClick={() => void toggleActive()}
        >
          {feed.active ? 'Pause' : 'Resume'}
          <span className="sr-only"> {feed.sourceName}</span>
        </button>
        <ConfirmDeleteDialog
          what="feed"
          name={feed.sourceName}
          consequences={`Its ${countLabel(feed.itemCount, 'item')} leave the site with it; journals that use it keep existing, without articles.`}
          onConfirm={async () => {
            await remove.mutateAsync(feed.id);
            notify('success', `${feed.sourceName} is deleted.`);
          }}
        />
      </div>
    </li>
  );
}
