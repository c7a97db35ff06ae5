import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const feedList = feeds.data?.items ?? [];
  return (
    <LibraryPanel
      noun="journal"
      title={t('editor.journal.heading')}
      description={t('editor.journal.description')}
      emptyHint={t('editor.journal.emptyHint')}
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
              <span className="sr-only">{t('editor.loadingForm')}</span>
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
