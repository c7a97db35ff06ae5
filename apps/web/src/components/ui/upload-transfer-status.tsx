import { useId } from 'react';
import { formatBytes } from '../../lib/format.ts';
import { useServerText } from '../../lib/i18n/server-text.ts';
import { useLanguageCode, useT } from '../../lib/i18n/use-t.ts';
import type { TransferState } from '../../lib/use-upload-transfer.ts';
import { buttonClass } from './button-styles.ts';

interface UploadTransferStatusProps {
  state: TransferState;
  onCancel(): void;
  /** Offered after a network failure: sends again with what the form holds now. */
  onRetry(): void;
}

/**
 * Bytes going up: a real progress bar with percent and size, and a Cancel button. A dropped
 * connection says so and offers Retry; the form above keeps everything that was typed.
 */
export function UploadTransferStatus({ state, onCancel, onRetry }: UploadTransferStatusProps) {
  const t = useT();
  const serverText = useServerText();
  const language = useLanguageCode();
  const id = useId();
  if (state.phase === 'sending') {
    const { loaded, total } = state;
    const percent = total ? Math.floor((loaded / total) * 100) : 0;
    const sent = total > 0 && loaded >= total;
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={id} className="font-medium text-slate-900">
            {sent ? t('transfer.checking') : t('transfer.uploading')}
          </label>
          <span className="text-sm text-slate-700 tabular-nums">
            {total
              ? t('transfer.progress', {
                  percent,
                  loaded: formatBytes(loaded, language),
                  total: formatBytes(total, language),
                })
              : t('transfer.starting')}
          </span>
        </div>
        {/* No value while the size is unknown or the server checks the file: an indeterminate bar. */}
        <progress
          id={id}
          className="upload-progress mt-2 block h-3 w-full accent-brand-700"
          max={100}
          value={total && !sent ? percent : undefined}
          aria-valuetext={
            total
              ? t('transfer.progressValue', {
                  percent,
                  loaded: formatBytes(loaded, language),
                  total: formatBytes(total, language),
                })
              : undefined
          }
        />
        <div className="mt-3">
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            {t('transfer.cancel')}
          </button>
        </div>
      </div>
    );
  }
  if (state.phase === 'failed') {
    const network = state.error.code === 'network' || state.error.code === 'offline';
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{serverText(state.error.message)}</p>
        {network ? (
          <>
            <p className="mt-1 text-sm">{t('transfer.stillHere')}</p>
            <button type="button" className={buttonClass('primary', 'mt-3')} onClick={onRetry}>
              {t('transfer.retry')}
            </button>
          </>
        ) : null}
      </div>
    );
  }
  if (state.phase === 'cancelled') {
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
        {t('transfer.cancelled')}
      </p>
    );
  }
  return null;
}
