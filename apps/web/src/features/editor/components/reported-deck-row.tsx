import type { OpenReport, ReportedDeck } from '@medshelf/shared';
import { reportLimits } from '@medshelf/shared/contracts/reports';
import { messages } from '@medshelf/shared/messages';
import { paths } from '@medshelf/shared/routes';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useNotifyFailure } from '../../../lib/i18n/server-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useDisableUser } from '../api/disable-user.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { useTakeDownDeck } from '../api/take-down-deck.ts';

const reasonLabels = {
  copyright: 'editor.report.reason.copyright',
  inappropriate: 'editor.report.reason.inappropriate',
  spam: 'editor.report.reason.spam',
  'wrong-category': 'editor.report.reason.wrongCategory',
  other: 'editor.report.reason.other',
} satisfies Record<OpenReport['reason'], MessageId>;

const badge = 'inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold';

export function ReportItem({ report }: { report: OpenReport }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="border-t border-slate-200 pt-2 first:border-t-0 first:pt-0">
      <p className="text-sm">
        <span className="font-semibold text-slate-900">{t(reasonLabels[report.reason])}</span>
        <span className="text-slate-700">
          {' · '}
          {report.reporterUsername
            ? t('editor.report.byUser', { name: report.reporterUsername })
            : t('editor.report.byVisitor')}
          {' · '}
          <time dateTime={report.createdAt}>{format.date(report.createdAt)}</time>
        </span>
      </p>
      {report.details ? (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{report.details}</p>
      ) : null}
    </li>
  );
}

/** One reported deck: its open reports, a link to it, and what the editor can do about it. */
export function ReportedDeckRow({ item }: { item: ReportedDeck }) {
  const { deck } = item;
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const format = useFormat();
  const noteId = useId();
  const [note, setNote] = useState('');
  const dismiss = useDismissReports();
  const takeDown = useTakeDownDeck();
  const disable = useDisableUser();
  const owner = deck.owner.username ?? t('editor.report.theUploader');
  const noteTooLong = note.trim().length > reportLimits.noteMaxLength;

  const runDismiss = async () => {
    try {
      await dismiss.mutateAsync(deck.id);
      notify('success', t('editor.report.dismissed', { title: deck.title }));
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold break-words text-slate-900">{deck.title}</h3>
        <span className={`${badge} bg-red-100 text-red-900`}>
          {format.count('editor.report.openCount', item.openReports)}
        </span>
        {deck.status === 'removed' ? (
          <span className={`${badge} bg-slate-200 text-slate-900`}>{t('editor.report.takenDown')}</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <RichText
          id="editor.report.uploadedBy"
          components={{
            0: (
              <>
                {deck.owner.username ? (
                  <Link
                    to={paths.profile(deck.owner.username)}
                    className="font-medium text-brand-800 underline"
                  >
                    {deck.owner.username}
                  </Link>
                ) : (
                  t('editor.report.noUsername')
                )}
                {deck.owner.disabled ? t('editor.report.accountDisabled') : ''}
              </>
            ),
            1: <time dateTime={item.lastReportedAt}>{format.date(item.lastReportedAt)}</time>,
          }}
        />
      </p>
      <ul
        className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3"
        aria-label={t('editor.report.reportsOn', { title: deck.title })}
      >
        {item.reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
      <div className="-ml-2 mt-3 flex flex-wrap gap-1">
        <Link
          to={paths.slideDetails(deck.id, deck.categorySlug, deck.subCategorySlug)}
          className={buttonClass('ghost')}
        >
          {t('editor.report.viewDeck')}
          <span className="sr-only"> “{deck.title}”</span>
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', 'ml-2')}
          disabled={dismiss.isPending}
          onClick={() => void runDismiss()}
        >
          {dismiss.isPending ? t('editor.report.dismissing') : t('editor.report.dismiss')}
          <span className="sr-only">{t('editor.report.dismissDeckSr', { title: deck.title })}</span>
        </button>
        {deck.status === 'removed' ? null : (
          <ConfirmDialog
            title={t('editor.report.takeDownTitle')}
            description={
              <>
                <p className="font-medium break-words text-slate-900">“{deck.title}”</p>
                <p>{t('editor.report.takeDownBody', { owner })}</p>
              </>
            }
            trigger={t('editor.report.takeDown')}
            triggerLabel={t('editor.report.takeDownNamed', { title: deck.title })}
            confirmLabel={t('editor.report.takeDown')}
            pendingLabel={t('editor.report.takingDown')}
            cancelLabel={t('editor.cancel')}
            onConfirm={async () => {
              if (noteTooLong)
                throw new Error(t('editor.report.noteTooLong', { max: reportLimits.noteMaxLength }));
              await takeDown.mutateAsync({ deckId: deck.id, note: note.trim() });
              setNote('');
              notify('success', t('editor.report.takenDownToast', { title: deck.title }));
            }}
          >
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
              {t('editor.report.note')}
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              aria-invalid={noteTooLong || undefined}
              aria-describedby={`${noteId}-count`}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid]:border-red-700"
            />
            <p id={`${noteId}-count`} className="mt-1 text-sm text-slate-600">
              {t('editor.report.noteCount', { count: note.trim().length, max: reportLimits.noteMaxLength })}
            </p>
          </ConfirmDialog>
        )}
        {deck.owner.disabled || deck.owner.isEditor ? null : (
          <ConfirmDialog
            title={t('editor.report.disableTitle')}
            description={
              <p>{t('editor.report.disableBody', { owner, message: messages.accountDisabled })}</p>
            }
            trigger={t('editor.report.disableUploader')}
            triggerLabel={t('editor.report.disableNamed', { title: deck.title })}
            confirmLabel={t('editor.report.disableAccount')}
            pendingLabel={t('editor.report.disabling')}
            cancelLabel={t('editor.cancel')}
            onConfirm={async () => {
              await disable.mutateAsync(deck.owner.id);
              notify('success', t('editor.report.disabledToast', { owner }));
            }}
          />
        )}
      </div>
    </li>
  );
}
