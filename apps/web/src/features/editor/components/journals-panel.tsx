import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { countLabel } from '../../../lib/format.ts';
import { useEditorFeeds } from '../api/list-feeds.ts';
import { useEditorJournals } from '../api/list-journals.ts';
import { usePageParam } from './books-panel.tsx';
import { JournalCreate } from './journal-create.tsx';
import { JournalEdit } from './journal-edit.tsx';
import { JournalRow } from './journal-row.tsx';
import { ListProblem, listNotReady, PanelHeader } from './panel-parts.tsx';
import { TaxonomyGate } from './subject-options.tsx';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; slug: string };

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}

/** The Journals tab: every journal and the feed it takes its articles from; add, edit, delete. */
export function JournalsPanel() {
  const page = usePageParam();
  const journals = useEditorJournals(page);
  // Journals link feeds by id: the feed list names them, and the form offers them by URL.
  const feeds = useEditorFeeds();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const back = () => setMode({ kind: 'list' });
  const feedList = feeds.data?.items ?? [];

  let form: ReactNode = null;
  if (mode.kind !== 'list') {
    if (feeds.isPending) form = <Loading label="Loading the form…" />;
    else if (feeds.isError)
      form = <ListProblem message={feeds.error.message} onRetry={() => feeds.refetch()} />;
    else if (mode.kind === 'new') form = <JournalCreate feeds={feedList} onDone={back} />;
    else form = <JournalEdit key={mode.slug} slug={mode.slug} feeds={feedList} onDone={back} />;
  }

  let list: ReactNode = listNotReady(journals, 'journals', <Loading label="Loading journals…" />);
  if (!list && journals.data) {
    if (journals.data.total === 0) {
      list = (
        <EmptyState title="No journals yet" headingLevel={3}>
          <p>Add a journal and link its feed; its latest articles then show on its page.</p>
        </EmptyState>
      );
    } else {
      const { items, total, pageSize } = journals.data;
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      list = (
        <div aria-busy={journals.isPlaceholderData}>
          <p className="mb-3 text-sm text-slate-700">{countLabel(total, 'journal')}</p>
          <ul className="space-y-3" aria-label="Journals">
            {items.map((journal) => (
              <JournalRow
                key={journal.id}
                journal={journal}
                feed={feedList.find((feed) => feed.id === journal.feedId)}
                onEdit={() => setMode({ kind: 'edit', slug: journal.slug })}
              />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} label="Pages of journals" />
        </div>
      );
    }
  }

  return (
    <div className="space-y-6">
      <PanelHeader
        title="Journals"
        description="Each journal's page shows its latest articles, taken from the feed linked to it."
        action={
          mode.kind === 'list' ? (
            <button type="button" className={buttonClass('primary')} onClick={() => setMode({ kind: 'new' })}>
              Add a journal
            </button>
          ) : null
        }
      />
      {form ? <TaxonomyGate>{form}</TaxonomyGate> : null}
      {list}
    </div>
  );
}
