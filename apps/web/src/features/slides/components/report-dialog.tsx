import { socialMessages } from '@medshelf/shared/social-messages';
import { Suspense } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { preloadableLazy } from '../../../lib/preloadable-lazy.tsx';
import { useLazyDialog } from '../../../lib/use-lazy-dialog.ts';

const loadPanel = lazyWithRetry(() => import('./report-dialog-panel.tsx'));
const panel = preloadableLazy(() => loadPanel().then((module) => module.ReportDialogPanel));

/**
 * "Report" on a deck, or on one comment (`commentId`); the dialog loads on first use.
 */
export function ReportDialog({ deckId, commentId }: { deckId: string; commentId?: string }) {
  const socialText = useSharedText('social', socialMessages);
  const t = useT();
  const dialog = useLazyDialog(panel.preload);
  return (
    <>
      <button
        {...dialog.triggerProps}
        className={
          commentId
            ? 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100'
            : buttonClass('ghost')
        }
        onClick={dialog.show}
      >
        {commentId ? (
          socialText.reportComment
        ) : (
          <>
            <Icon name="flag" />
            {t('deck.report')}
          </>
        )}
      </button>
      {dialog.opened ? (
        <Suspense fallback={null}>
          <panel.Part deckId={deckId} commentId={commentId} {...dialog.panelProps} />
        </Suspense>
      ) : null}
    </>
  );
}
