import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PastLastPage } from '../../../components/ui/past-last-page.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const format = useFormat();
  const list = useJournalList(params);
  const label = subjectName
    ? t('journals.subjectJournals', { subject: subjectName })
    : t('journals.journals');

  if (list.isPending && list.fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('journals.offline')}</p>;
  }
  if (list.isPending)
    return <JournalGridSkeleton label={t('journals.loadingList', { list: label.toLowerCase() })} />;
  if (list.isError) {
    return <LoadFailed message={t('journals.failed')} onRetry={() => list.refetch()} />;
  }

  const { items, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!items.length && total > 0) {
    return (
      <PastLastPage firstPage={{ search: params.subject === 'all' ? '' : `?subject=${params.subject}` }}>
        <p>
          {t('books.countOnPages', {
            books: format.count('journals.count', total),
            pages: format.count('deck.pages', pageCount),
          })}
        </p>
      </PastLastPage>
    );
  }
  if (!items.length) {
    return (
      <EmptyState
        title={subjectName ? t('journals.noneInSubject', { subject: subjectName }) : t('journals.none')}
      >
        <p>{t('journals.noneText')}</p>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData}>
      <p className="mb-4 text-sm text-slate-700">
        {format.count('journals.count', total)}
        {pageCount > 1 ? ` · ${t('ui.pageOf', { page: params.page, count: pageCount })}` : ''}
      </p>
      <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
        <JournalGrid journals={items} label={label} />
      </div>
      <Pagination
        page={params.page}
        pageCount={pageCount}
        label={t('ui.pagesOf', { list: label.toLowerCase() })}
        next={list.data.next}
      />
    </div>
  );
}
