import type { Feed } from '@medshelf/shared';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { absoluteDate, relativeTime } from '../../../lib/format-time.ts';
import { useNotifyFailure, useServerText } from '../../../lib/i18n/server-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteFeed } from '../api/delete-feed.ts';
import { useFetchFeed } from '../api/fetch-feed.ts';
import { useUpdateFeed } from '../api/update-feed.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useSubjectName } from './subject-options.tsx';

const badge = 'inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold';

function When({ iso }: { iso: string }) {
  const { language } = useFormat();
  return (
    <>
      {relativeTime(iso, Date.now(), language)} (
      <time dateTime={iso}>{absoluteDate(iso, true, language)}</time>)
    </>
  );
}

/** How fetching goes: when it last ran, how many items it brought, and its last problem in red. */
function FeedStatus({ feed }: { feed: Feed }) {
  const t = useT();
  const format = useFormat();
  const serverText = useServerText();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-600">{t('editor.feed.lastFetched')}</dt>
      <dd className="text-slate-900">
        {feed.lastFetchedAt ? (
          <When iso={feed.lastFetchedAt} />
        ) : feed.active ? (
          t('editor.feed.notYet')
        ) : (
          t('editor.feed.never')
        )}
      </dd>
      <dt className="text-slate-600">{t('editor.feed.items')}</dt>
      <dd className="text-slate-900" data-testid="feed-item-count">
        {format.count('editor.feed.itemCount', feed.itemCount)}
      </dd>
      {feed.lastError ? (
        <>
          <dt className="font-medium text-red-700">{t('editor.feed.lastError')}</dt>
          <dd className="font-medium break-words text-red-700">
            {serverText(feed.lastError)}
            {feed.consecutiveFailures > 1
              ? t('editor.feed.failuresInRow', { count: feed.consecutiveFailures })
              : ''}
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
  const t = useT();
  const format = useFormat();
  const serverText = useServerText();
  const notifyFailure = useNotifyFailure();
  const items = (count: number) => format.count('editor.feed.itemCount', count);

  const runFetch = async () => {
    try {
      const fetched = await fetchNow.mutateAsync(feed.id);
      if (fetched.lastError) notify('error', `${fetched.sourceName}: ${serverText(fetched.lastError)}`);
      else
        notify(
          'success',
          t('editor.feed.fetched', { name: fetched.sourceName, items: items(fetched.itemCount) }),
        );
    } catch (error) {
      notifyFailure(error);
    }
  };

  const toggleActive = async () => {
    try {
      const saved = await update.mutateAsync({ id: feed.id, patch: { active: !feed.active } });
      notify(
        'success',
        saved.active
          ? t('editor.feed.resumed', { name: saved.sourceName })
          : t('editor.feed.paused', { name: saved.sourceName }),
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
          {feed.kind === 'news' ? t('editor.feed.news') : t('editor.feed.articles')}
        </span>
        <span className={`${badge} bg-slate-100 text-slate-800`}>
          {subjectName(feed.subject) ?? t('editor.feed.severalSubjects')}
        </span>
        {feed.active ? null : (
          <span className={`${badge} bg-amber-100 text-amber-950`}>{t('editor.feed.pausedBadge')}</span>
        )}
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
          {fetchNow.isPending ? t('editor.feed.fetching') : t('editor.feed.fetchNow')}
          <span className="sr-only"> {feed.sourceName}</span>
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onEdit}>
          {t('editor.edit')}
          <span className="sr-only"> {feed.sourceName}</span>
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={update.isPending}
          onClick={() => void toggleActive()}
        >
          {feed.active ? t('editor.feed.pause') : t('editor.feed.resume')}
          <span className="sr-only"> {feed.sourceName}</span>
        </button>
        <ConfirmDeleteDialog
          what="feed"
          name={feed.sourceName}
          consequences={t('editor.feed.consequences', { items: items(feed.itemCount) })}
          onConfirm={async () => {
            await remove.mutateAsync(feed.id);
            notify('success', t('editor.feed.deletedNamed', { name: feed.sourceName }));
          }}
        />
      </div>
    </li>
  );
}
