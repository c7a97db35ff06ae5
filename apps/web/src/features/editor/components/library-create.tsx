import { type BaseSyntheticEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { TransferState } from '../../../lib/use-upload-transfer.ts';
import type { LibraryNoun } from './library-panel.tsx';

interface LibraryCreateProps {
  noun: LibraryNoun;
  /** The form's submit handler; called with no event, it sends again (Retry). */
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  transfer: { state: TransferState; cancel(): void };
  onDone(): void;
  /** The fields, then the file pickers. */
  children: ReactNode;
}

/** A new book or journal: its fields and files, sent with a progress bar that can be cancelled. */
export function LibraryCreate({ noun, onSubmit, transfer, onDone, children }: LibraryCreateProps) {
  const headingId = useId();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-700 bg-white p-4 sm:p-6">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t(`editor.${noun}.add` as const)}
      </h3>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-6" aria-labelledby={headingId}>
        {children}
        <UploadTransferStatus
          state={transfer.state}
          onCancel={transfer.cancel}
          onRetry={() => void onSubmit()}
        />
        {transfer.state.phase === 'sending' ? null : (
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary')}>
              {t(`editor.${noun}.addButton` as const)}
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={onDone}>
              {t('editor.cancel')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
