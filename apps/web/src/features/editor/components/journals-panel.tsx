import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEditorFeeds } from '../api/list-feeds.ts';
import { useEditorJournals } from '../api/list-journals.ts';
import { JournalCreate } from './journal-create.tsx';
import { JournalEdit } from './journal-edit.tsx';
import { JournalRow } from './journal-row.tsx';
import { LibraryPanel } from './library-panel.tsx';
import { ListProblem } from './panel-parts.tsx';

/** The Journals tab: every journal and the feed it takes its articles from; add, edit, delete. */
export function JournalsPanel() {
  // Journals link feeds by id: the feed list names them, and the form offers them by URL.
  const feeds = useEditorFeeds();
  const feedList = feeds.data?.items ?? [];
  return (
    <LibraryPanel
      noun="journal"
      title="Journals"
      description="Each journal's page shows its latest articles, taken from the feed linked to it."
      emptyHint="Add a journal and link its feed; its latest articles then show on its page."
      useList={useEditorJournals}
      keyOf={(journal) => journal.slug}
      row={(journal, edit) => (
        <JournalRow
          journal={journal}
          feed={feedList.find((feed) => feed.id === journal.feedId)}
          onEdit={edit}
        />
      )}
      form={(mode, done) => {
        if (feeds.isPending) {
          return (
            <div role="status" className="space-y-3">
              <span className="sr-only">Loading the form…</span>
              <Skeleton className="h-28" />
            </div>
          );
        }
        if (feeds.isError)
          return <ListProblem message={feeds.error.message} onRetry={() => feeds.refetch()} />;
        return mode.kind === 'new' ? (
          <JournalCreate feeds={feedList} onDone={done} />
        ) : (
          <JournalEdit key={mode.key} slug={mode.key} feeds={feedList} onDone={done} />
        );
      }}
    />
  );
}
