import type { ReactNode } from 'react';
import { useServerText } from '../../lib/i18n/server-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  done: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  busy: 'bg-amber-100 text-amber-950',
} as const;

/** A small rounded label naming where an upload's processing stands. */
export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex min-h-6 w-fit items-center rounded-full px-2.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** "Failed" with the reason under it. */
export function FailedStatus({ reason }: { reason: string }) {
  const t = useT();
  const serverText = useServerText();
  return (
    <span className="flex flex-col gap-1">
      <StatusBadge tone="failed">{t('ui.failed')}</StatusBadge>
      <span className="text-sm text-red-800">{serverText(reason)}</span>
    </span>
  );
}

/** Queued or processing; once the page count is known, page x of y with a progress bar. */
export function InProgressStatus({
  status,
  pagesDone,
  pageCount,
}: {
  status: string;
  pagesDone: number;
  pageCount: number;
}) {
  const t = useT();
  const known = status === 'processing' && pageCount > 0;
  const label = known
    ? t('ui.processingPage', { done: pagesDone, count: pageCount })
    : status === 'queued'
      ? t('ui.queued')
      : t('ui.processing');
  return (
    <span className="flex flex-col gap-1">
      <StatusBadge tone="busy">{label}</StatusBadge>
      {known ? (
        <progress
          className="block h-1.5 w-32 accent-brand-700"
          max={pageCount}
          value={pagesDone}
          aria-label={label}
        />
      ) : null}
    </span>
  );
}
