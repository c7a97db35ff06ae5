import { type ReactNode, Suspense } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';
import { useLazyDialog } from '../../lib/use-lazy-dialog.ts';
import { buttonClass } from './button-styles.ts';
import type { ConfirmDialogPanelProps } from './confirm-dialog-panel.tsx';

const loadPanel = lazyWithRetry(() => import('./confirm-dialog-panel.tsx'));
const dialogPanel = preloadableLazy(() => loadPanel().then((module) => module.ConfirmDialogPanel));

interface ConfirmDialogProps extends Omit<ConfirmDialogPanelProps, 'open' | 'onOpenChange' | 'triggerRef'> {
  /** The trigger's content; its accessible name can name the item (`triggerLabel`). */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
}

/**
 * A serious action (delete, take down, disable) asks first and says plainly what follows. The
 * dialog loads on first use.
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  triggerClassName = buttonClass('ghost', 'text-red-700!'),
  ...panel
}: ConfirmDialogProps) {
  const dialog = useLazyDialog(dialogPanel.preload);
  return (
    <>
      <button
        {...dialog.triggerProps}
        className={triggerClassName}
        aria-label={triggerLabel}
        onClick={dialog.show}
      >
        {trigger}
      </button>
      {dialog.opened ? (
        <Suspense fallback={null}>
          <dialogPanel.Part {...panel} {...dialog.panelProps} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Delete something after saying plainly what goes with it; nothing is deleted without a yes. */
export function ConfirmDeleteDialog(
  props: Omit<ConfirmDialogProps, 'pendingLabel' | 'cancelLabel' | 'children'>,
) {
  const t = useT();
  return <ConfirmDialog {...props} pendingLabel={t('ui.deleting')} cancelLabel={t('ui.keepIt')} />;
}
