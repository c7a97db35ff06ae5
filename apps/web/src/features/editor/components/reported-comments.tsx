import type { ReportedComment } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { countLabel, formatDate } from '../../../lib/format.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { notify, notifyFailure } from '../../../lib/notify.ts';
import { useModerateComment, useReportedComments } from '../api/reported-comments.ts';
import { ReportItem } from './reported-deck-row.tsx';

function ReportedCommentRow({ item }: { item: ReportedComment }) {
  const socialText = useSharedText('social', socialMessages);
  const { comment, deck } = item;
  const moderate = useModerateComment();
  const author = comment.author.username ?? comment.author.displayName;
  const dismiss = async () => {
    try {
      await moderate.mutateAsync({ commentId: comment.id, action: 'dismiss' });
      notify('success', 'Reports dismissed; the comment stays.');
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{author}</span> on{' '}
        <Link
          to={paths.slideDetails(deck.id, deck.categorySlug, deck.subCategorySlug)}
          className="font-medium text-brand-800 underline"
        >
          {deck.title}
        </Link>{' '}
        · <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time> ·{' '}
        {countLabel(item.openReports, 'open report')}
      </p>
      <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 break-words whitespace-pre-line text-slate-900">
        {comment.body}
      </blockquote>
      <ul
        className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3"
        aria-label={`Reports on the comment by ${author}`}
      >
        {item.reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={moderate.isPending}
          onClick={() => void dismiss()}
        >
          Dismiss<span className="sr-only"> the reports on the comment by {author}</span>
        </button>
        <ConfirmDialog
          title={`${socialText.removeComment}?`}
          description={
            <p>The comment and the replies to it disappear for everyone. Its reports are resolved.</p>
          }
          trigger={socialText.removeComment}
          triggerLabel={`${socialText.removeComment} by ${author}`}
          confirmLabel={socialText.removeComment}
          pendingLabel="Removing…"
          cancelLabel="Cancel"
          onConfirm={async () => {
            await moderate.mutateAsync({ commentId: comment.id, action: 'remove' });
            notify('success', 'Comment removed.');
          }}
        />
      </div>
    </li>
  );
}

/** Comments members reported, below the reported decks of the Reports tab. */
export function ReportedComments() {
  const socialText = useSharedText('social', socialMessages);
  const reported = useReportedComments();
  const items = reported.data?.items ?? [];
  return (
    <section aria-labelledby="reported-comments" className="space-y-3">
      <h3 id="reported-comments" className="text-lg font-semibold text-slate-900">
        {socialText.reportedComments}
        {reported.data ? <span className="font-normal text-slate-600"> ({reported.data.total})</span> : null}
      </h3>
      {reported.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-700">{socialText.noReportedComments}</p>
      ) : (
        <ul className="space-y-3" aria-label={socialText.reportedComments}>
          {items.map((item) => (
            <ReportedCommentRow key={item.comment.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
