import type { ReportBody } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button.tsx';
import { dialogOverlayClass, dialogPanelClass } from '../../../components/ui/dialog-styles.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { returnFocusTo } from '../../../lib/use-lazy-dialog.ts';
import { useReport } from '../api/report-deck.ts';

type Reason = ReportBody['reason'];

// Typed against the contract (a type import keeps the schema library out of this chunk).
const reasonLabels = {
  copyright: 'deck.reportCopyright',
  inappropriate: 'deck.reportInappropriate',
  spam: 'deck.reportSpam',
  'wrong-category': 'deck.reportWrongTopic',
  other: 'deck.reportOther',
} satisfies Record<Reason, MessageId>;
const reportReasons = Object.keys(reasonLabels) as Reason[];
/** The same limit and message as reportBodySchema on the server. */
const detailsMaxLength = 1000;

interface ReportDialogPanelProps {
  deckId: string;
  commentId?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened it: focus goes back there on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Report a deck, or one comment on it (`commentId`), to the editors: a reason and, if the
 * reader wants, a few words on it. Its own chunk, loaded on first use (report-dialog.tsx).
 */
export function ReportDialogPanel({
  deckId,
  commentId,
  open,
  onOpenChange,
  triggerRef,
}: ReportDialogPanelProps) {
  const socialText = useSharedText('social', socialMessages);
  const t = useT();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReport(deckId, commentId);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(t('deck.reportChooseReason'));
    if (details.trim().length > detailsMaxLength) {
      return setError(t('deck.reportDetailsTooLong', { max: detailsMaxLength }));
    }
    setError(null);
    try {
      const body: ReportBody = { reason, details: details.trim() };
      await report.mutateAsync(body);
      notify('success', commentId ? socialText.commentReported : t('deck.reportThanks'));
      onOpenChange(false);
      setReason(null);
      setDetails('');
    } catch (failure) {
      // The dialog stays open with what was typed, so nothing has to be written again.
      setError(failure instanceof Error ? failure.message : t('deck.somethingWrong'));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          aria-describedby={`${id}-about`}
          onCloseAutoFocus={returnFocusTo(triggerRef)}
          className={dialogPanelClass('md', 'roomy')}
        >
          <div className="mb-2 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {commentId ? t('deck.reportComment') : t('deck.reportDeck')}
            </Dialog.Title>
            <DialogCloseButton label={t('ui.close')} className="-mt-2 -mr-2" />
          </div>
          <p id={`${id}-about`} className="mb-4 text-sm text-slate-700">
            {t('deck.reportAbout')}{' '}
            <Link to={paths.dmca()} className="font-semibold text-brand-800 underline">
              {t('deck.dmcaPolicy')}
            </Link>
            .
          </p>
          <form onSubmit={submit} noValidate className="space-y-4">
            <fieldset aria-describedby={error && !reason ? `${id}-error` : undefined}>
              <legend className="mb-2 text-sm font-medium text-slate-800">{t('deck.reportWhy')}</legend>
              <div className="space-y-1">
                {reportReasons.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
                  >
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="size-5 accent-brand-700"
                    />
                    <span className="text-sm text-slate-900">{t(reasonLabels[value])}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={`${id}-details`} className="block text-sm font-medium text-slate-800">
                {t('deck.reportDetails')}
              </label>
              <textarea
                id={`${id}-details`}
                rows={3}
                value={details}
                maxLength={detailsMaxLength}
                onChange={(event) => setDetails(event.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
              />
            </div>
            <p id={`${id}-error`} role="alert" className="min-h-5 text-sm font-medium text-red-700">
              {error}
            </p>
            <div className="flex justify-end gap-3">
              <Dialog.Close className={buttonClass('ghost')}>{t('ui.cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={report.isPending}>
                {report.isPending ? t('deck.reportSending') : t('deck.reportSend')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
