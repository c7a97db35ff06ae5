import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useEditorFeeds } from '../api/list-feeds.ts';
import { FeedForm } from './feed-form.tsx';
import { FeedRow } from './feed-row.tsx';
import { listNotReady, PanelHeader } from './panel-parts.tsx';
import { TaxonomyGate } from './subject-options.tsx';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

function FeedsSkeleton() {
  const t = useT();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('editor.feed.loadingList')}</span>
      <Skeleton className="h-36" />
      <Skeleton className="h-36" />
    </div>
  );
}

/** The Feeds tab: every feed with its fetching status; add, edit, pause, fetch now, delete. */
export function FeedsPanel() {
  const t = useT();
  const feeds = useEditorFeeds();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const editing = mode.kind === 'edit' ? feeds.data?.items.find((feed) => feed.id === mode.id) : undefined;
  const back = () => setMode({ kind: 'list' });

  let list: ReactNode = listNotReady(feeds, t('editor.feed.offlineList'), <FeedsSkeleton />);
  if (!list && feeds.data) {
    if (!feeds.data.items.length) {
      list = (
        <EmptyState title={t('editor.feed.empty')} headingLevel={3}>
          <p>{t('editor.feed.emptyHint')}</p>
        </EmptyState>
      );
    } else {
      list = (
        <ul className="space-y-3" aria-label={t('editor.feed.heading')}>
          {feeds.data.items.map((feed) => (
            <FeedRow key={feed.id} feed={feed} onEdit={() => setMode({ kind: 'edit', id: feed.id })} />
          ))}
        </ul>
      );
    }
  }

  return (
    <div className="space-y-6">
      <PanelHeader
        title={t('editor.feed.heading')}
        description={t('editor.feed.description')}
        action={
          mode.kind === 'list' ? (
            <button type="button" className={buttonClass('primary')} onClick={() => setMode({ kind: 'new' })}>
              {t('editor.feed.add')}
            </button>
          ) : null
        }
      />
      {mode.kind === 'new' ? (
        <TaxonomyGate>
          <FeedForm onDone={back} />
        </TaxonomyGate>
      ) : null}
      {editing ? (
        <TaxonomyGate>
          <FeedForm key={editing.id} feed={editing} onDone={back} />
        </TaxonomyGate>
      ) : null}
      {list}
    </div>
  );
}
