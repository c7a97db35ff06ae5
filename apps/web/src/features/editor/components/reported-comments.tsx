import type { ReportedComment } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { RichText } from '../../../lib/i18n/rich-text.tsx';
import { useNotifyFailure, useServerText } from '../../../lib/i18n/server-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useModerateComment, useReportedComments } from '../api/reported-comments.ts';
import { ReportItem } from './reported-deck-row.tsx';

function ReportedCommentRow({ item }: { item: ReportedComment }) {
  const { comment, deck } = item;
  const moderate = useModerateComment();
  const t = useT();
  const format = useFormat();
  const serverText = useServerText();
  const notifyFailure = useNotifyFailure();
  const removeComment = serverText(socialMessages.removeComment);
  const author = comment.author.username ?? comment.author.displayName;
  const dismiss = async () => {
    try {
      await moderate.mutateAsync({ commentId: comment.id, action: 'dismiss' });
      notify('success', t('editor.report.commentsDismissed'));
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-700">
        <RichText
          id="editor.report.commentOn"
          components={{
            0: <span className="font-semibold text-slate-900">{author}</span>,
            1: (
              <Link
                to={paths.slideDetails(deck.id, deck.categorySlug, deck.subCategorySlug)}
                className="font-medium text-brand-800 underline"
              >
                {deck.title}
              </Link>
            ),
          }}
        />{' '}
        · <time dateTime={comment.createdAt}>{format.date(comment.createdAt)}</time> ·{' '}
        {format.count('editor.report.openCount', item.openReports)}
      </p>
      <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 break-words whitespace-pre-line text-slate-900">
        {comment.body}
      </blockquote>
      <ul
        className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3"
        aria-label={t('editor.report.commentReportsOn', { author })}
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
          {t('editor.report.dismiss')}
          <span className="sr-only">{t('editor.report.dismissCommentSr', { author })}</span>
        </button>
        <ConfirmDialog
          title={`${removeComment}?`}
          description={<p>{t('editor.report.removeBody')}</p>}
          trigger={removeComment}
          triggerLabel={t('editor.report.removeCommentBy', { author })}
          confirmLabel={removeComment}
          pendingLabel={t('editor.report.removing')}
          cancelLabel={t('editor.cancel')}
          onConfirm={async () => {
            await moderate.mutateAsync({ commentId: comment.id, action: 'remove' });
            notify('success', t('editor.report.commentRemoved'));
          }}
        />
      </div>
    </li>
  );
}

/** Comments members reported, below the reported decks of the Reports tab. */
export function ReportedComments() {
  const reported = useReportedComments();
  const t = useT();
  const serverText = useServerText();
  const items = reported.data?.items ?? [];
  return (
    <section aria-labelledby="reported-comments" className="space-y-3">
      <h3 id="reported-comments" className="text-lg font-semibold text-slate-900">
        {serverText(socialMessages.reportedComments)}
        {reported.data ? <span className="font-normal text-slate-600"> ({reported.data.total})</span> : null}
      </h3>
      {reported.isPending ? (
        <p className="text-sm text-slate-600">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-700">{serverText(socialMessages.noReportedComments)}</p>
      ) : (
        <ul className="space-y-3" aria-label={serverText(socialMessages.reportedComments)}>
          {items.map((item) => (
            <ReportedCommentRow key={item.comment.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
