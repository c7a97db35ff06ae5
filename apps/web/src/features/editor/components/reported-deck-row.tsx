import type { OpenReport, ReportedDeck } from '@medshelf/shared';
import { reportLimits } from '@medshelf/shared/contracts/reports';
import { messages } from '@medshelf/shared/messages';
import { paths } from '@medshelf/shared/routes';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { countLabel, formatDate } from '../../../lib/format.ts';
import { notify, notifyFailure } from '../../../lib/notify.ts';
import { useDisableUser } from '../api/disable-user.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { useTakeDownDeck } from '../api/take-down-deck.ts';

const reasonLabels = {
  copyright: 'Copyright',
  inappropriate: 'Offensive or inappropriate',
  spam: 'Spam or advertising',
  'wrong-category': 'Wrong topic',
  other: 'Something else',
} satisfies Record<OpenReport['reason'], string>;

const badge = 'inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold';

export function ReportItem({ report }: { report: OpenReport }) {
  return (
    <li className="border-t border-slate-200 pt-2 first:border-t-0 first:pt-0">
      <p className="text-sm">
        <span className="font-semibold text-slate-900">{reasonLabels[report.reason]}</span>
        <span className="text-slate-700">
          {' · '}
          {report.reporterUsername ? `by ${report.reporterUsername}` : 'by a visitor'}
          {' · '}
          <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
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
  const noteId = useId();
  const [note, setNote] = useState('');
  const dismiss = useDismissReports();
  const takeDown = useTakeDownDeck();
  const disable = useDisableUser();
  const owner = deck.owner.username ?? 'the uploader';
  const noteTooLong = note.trim().length > reportLimits.noteMaxLength;

  const runDismiss = async () => {
    try {
      await dismiss.mutateAsync(deck.id);
      notify('success', `Reports on “${deck.title}” dismissed; the deck stays.`);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold break-words text-slate-900">{deck.title}</h3>
        <span className={`${badge} bg-red-100 text-red-900`}>
          {countLabel(item.openReports, 'open report')}
        </span>
        {deck.status === 'removed' ? (
          <span className={`${badge} bg-slate-200 text-slate-900`}>Taken down</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Uploaded by{' '}
        {deck.owner.username ? (
          <Link to={paths.profile(deck.owner.username)} className="font-medium text-brand-800 underline">
            {deck.owner.username}
          </Link>
        ) : (
          'a user without a username'
        )}
        {deck.owner.disabled ? ' (account disabled)' : ''} · last reported{' '}
        <time dateTime={item.lastReportedAt}>{formatDate(item.lastReportedAt)}</time>
      </p>
      <ul className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3" aria-label={`Reports on “${deck.title}”`}>
        {item.reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
      <div className="-ml-2 mt-3 flex flex-wrap gap-1">
        <Link
          to={paths.slideDetails(deck.id, deck.categorySlug, deck.subCategorySlug)}
          className={buttonClass('ghost')}
        >
          View deck<span className="sr-only"> “{deck.title}”</span>
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', 'ml-2')}
          disabled={dismiss.isPending}
          onClick={() => void runDismiss()}
        >
          {dismiss.isPending ? 'Dismissing…' : 'Dismiss'}
          <span className="sr-only"> the reports on “{deck.title}”</span>
        </button>
        {deck.status === 'removed' ? null : (
          <ConfirmDialog
            title="Take this deck down?"
            description={
              <>
                <p className="font-medium break-words text-slate-900">“{deck.title}”</p>
                <p>
                  It disappears at once for everyone but {owner}, who sees it marked as removed by the editors
                  and can only delete it. Its open reports are resolved.
                </p>
              </>
            }
            trigger="Take down"
            triggerLabel={`Take down “${deck.title}”`}
            confirmLabel="Take down"
            pendingLabel="Taking down…"
            cancelLabel="Cancel"
            onConfirm={async () => {
              if (noteTooLong)
                throw new Error(`The note must be ${reportLimits.noteMaxLength} characters or fewer`);
              await takeDown.mutateAsync({ deckId: deck.id, note: note.trim() });
              setNote('');
              notify('success', `“${deck.title}” is taken down.`);
            }}
          >
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
              Note to the uploader (optional)
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
              {note.trim().length} of {reportLimits.noteMaxLength} characters
            </p>
          </ConfirmDialog>
        )}
        {deck.owner.disabled || deck.owner.isEditor ? null : (
          <ConfirmDialog
            title="Disable this uploader?"
            description={
              <p>
                {owner} is signed out everywhere and cannot sign in again (they are told “
                {messages.accountDisabled}”). Their decks stay as they are.
              </p>
            }
            trigger="Disable uploader"
            triggerLabel={`Disable uploader of “${deck.title}”`}
            confirmLabel="Disable account"
            pendingLabel="Disabling…"
            cancelLabel="Cancel"
            onConfirm={async () => {
              await disable.mutateAsync(deck.owner.id);
              notify('success', `${owner}’s account is disabled.`);
            }}
          />
        )}
      </div>
    </li>
  );
}
