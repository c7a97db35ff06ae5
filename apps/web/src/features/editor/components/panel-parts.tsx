import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** A tab's heading, what it is for, and its main action. */
export function PanelHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <p className="mt-1 text-slate-700">{description}</p>
      </div>
      {action}
    </div>
  );
}

/** A list that could not load, with a way to try again. */
export function ListProblem({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT();
  const serverText = useServerText();
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{serverText(message)}</p>
      <button type="button" className={buttonClass('primary', 'mt-3')} onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

/**
 * What a tab's list shows before its data is in — waiting for the network, loading, or failed —
 * or null once there is data to lay out. `offline` says the items will load once back online.
 */
export function listNotReady(
  query: UseQueryResult<unknown>,
  offline: string,
  loading: ReactNode,
): ReactNode | null {
  if (query.isPending && query.fetchStatus === 'paused') {
    return <p className="text-slate-700">{offline}</p>;
  }
  if (query.isPending) return loading;
  if (query.isError) return <ListProblem message={query.error.message} onRetry={() => query.refetch()} />;
  return null;
}
