import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { SaveProgress } from '../model/save-jobs.ts';

/** "Saving 12 of 30 pages", a bar, and Cancel. */
export function SavingProgress({ progress, onCancel }: { progress: SaveProgress; onCancel(): void }) {
  const t = useT();
  const { pagesDone, pagesTotal, deck } = progress;
  const label =
    pagesTotal > 0
      ? t('offline.savingPages', { done: pagesDone, total: pagesTotal })
      : t('offline.gettingReady');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div className="min-w-44">
        <p className="text-sm font-medium text-slate-800 tabular-nums" data-testid="offline-save-progress">
          {label}
          {deck && deck.count > 1
            ? ` ${t('offline.deckOf', { index: deck.index + 1, count: deck.count })}`
            : ''}
        </p>
        <progress
          max={Math.max(pagesTotal, 1)}
          value={pagesDone}
          aria-label={t('offline.savingForOffline')}
          className="block h-2 w-full accent-brand-700"
        />
      </div>
      <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
        {t('offline.cancel')}
      </button>
    </div>
  );
}

/** Why a save stopped, read out at once, with a retry. */
export function SaveFailed({
  message,
  onRetry,
  canRetry,
}: {
  message: string;
  onRetry(): void;
  canRetry: boolean;
}) {
  const t = useT();
  const serverText = useServerText();
  return (
    <div className="flex basis-full flex-wrap items-center gap-2">
      <p role="alert" className="text-sm font-medium text-red-800">
        {serverText(message)}
      </p>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry} disabled={!canRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
