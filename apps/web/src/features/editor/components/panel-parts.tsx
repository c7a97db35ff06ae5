import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';

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
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{message}</p>
      <button type="button" className={buttonClass('primary', 'mt-3')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
