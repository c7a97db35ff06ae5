import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { countLabel } from '../../../lib/format.ts';
import type { JournalListParams } from '../api/journal-keys.ts';
import { useJournalList } from '../api/list-journals.ts';
import { JournalGrid, JournalGridSkeleton } from './journal-grid.tsx';

/** One page of journals (all, or of one subject), with every state of a list. */
export function JournalList({
  params,
  subjectName,
}: {
  params: JournalListParams;
  subjectName: string | null;
}) {
  const list = useJournalList(params);
  const label = subjectName ? `${subjectName} journals` : 'Journals';

  if (list.isPending && list.fetchStatus === 'paused') {
    return <p className="text-slate-700">These journals will load when you are back online.</p>;
  }
  if (list.isPending) return <JournalGridSkeleton label={`Loading ${label.toLowerCase()}…`} />;
  if (list.isError) {
    return <LoadFailed message="These journals could not load." onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: params.subject === 'all' ? '' : `?subject=${params.subject}` }}>
        <p>
          There are {countLabel(total, 'journal')} on {countLabel(pageCount, 'page')}.
        </p>
      </PastLastPage>
    );
  }
  if (!items.length) {
    return (
      <EmptyState title={subjectName ? `No ${subjectName} journals yet` : 'No journals yet'}>
        <p>Our editors are adding journals. Meanwhile, slides and books are open to everyone.</p>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <p className="mb-4 text-sm text-slate-700">
        {countLabel(total, 'journal')}
        {pageCount > 1 ? ` · page ${params.page} of ${pageCount}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <JournalGrid journals={items} label={label} />
      </div>
      <Pagination
        page={params.page}
        pageCount={pageCount}
        label={`Pages of ${label.toLowerCase()}`}
        next={list.data.next}
      />
    </div>
  );
}
