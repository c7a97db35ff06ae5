import type { DeckPage } from '@medshelf/shared';
import { embedFrameSize, embedHtml } from '@medshelf/shared/embed';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from '../../../components/ui/dialog-styles.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';

interface EmbedDialogProps {
  deck: { id: string; title: string; firstPage: Pick<DeckPage, 'width' | 'height'> | undefined };
  origin: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The code that shows the deck's light player on another site, ready to copy. */
export function EmbedDialog({ deck, origin, open, onOpenChange }: EmbedDialogProps) {
  const text = useSharedText('statistics', statisticsMessages);
  const t = useT();
  const id = useId();
  const code = embedHtml(origin, deck, embedFrameSize(deck.firstPage));

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      notify('success', text.embedCopied);
    } catch {
      notify('error', text.embedCopyFailed);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content aria-describedby={`${id}-help`} className={dialogPanelClass('lg', 'roomy')}>
          <div className="mb-2 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{text.embedTitle}</Dialog.Title>
            <DialogCloseButton label={t('ui.close')} className="-mt-2 -mr-2" />
          </div>
          <p id={`${id}-help`} className="mb-3 text-sm text-slate-700">
            {text.embedHelp}
          </p>
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-800">
            {text.embedCodeLabel}
          </label>
          <textarea
            id={`${id}-code`}
            readOnly
            rows={5}
            value={code}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
          <div className="mt-4 flex justify-end gap-3">
            <Dialog.Close className={buttonClass('ghost')}>{t('ui.close')}</Dialog.Close>
            <button type="button" className={buttonClass('primary')} onClick={() => void copy()}>
              {text.embedCopy}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
