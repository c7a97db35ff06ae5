import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { useEditorReports } from '../api/list-reports.ts';
import { listNotReady, PanelHeader } from './panel-parts.tsx';
import { ReportedComments } from './reported-comments.tsx';
import { ReportedDeckRow } from './reported-deck-row.tsx';

function ReportList({ page }: { page: number }) {
  const reports = useEditorReports(page);
  const t = useT();
  const format = useFormat();
  const notReady = listNotReady(
    reports,
    t('editor.report.offlineList'),
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('editor.report.loadingList')}</span>
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
    </div>,
  );
  if (notReady || !reports.data) return notReady;
  const { items, total, pageSize } = reports.data;
  if (total === 0) {
    return (
      <EmptyState title={t('editor.report.empty')} headingLevel={3}>
        <p>{t('editor.report.emptyHint')}</p>
      </EmptyState>
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div aria-busy={reports.isPlaceholderData}>
      <p className="mb-3 text-sm text-slate-700">{format.count('editor.report.deckCount', total)}</p>
      <ul className="space-y-3" aria-label={t('editor.report.decksLabel')}>
        {items.map((item) => (
          <ReportedDeckRow key={item.deck.id} item={item} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} label={t('editor.report.pages')} />
    </div>
  );
}

/** The Reports tab: decks readers reported (copyright, DMCA, spam…), newest report first, then reported comments. */
export function ReportsPanel() {
  const page = usePageParam();
  const t = useT();
  return (
    <div className="space-y-6">
      <PanelHeader
        title={t('editor.report.heading')}
        description={t('editor.report.description')}
        action={null}
      />
      <ReportList page={page} />
      <ReportedComments />
    </div>
  );
}
