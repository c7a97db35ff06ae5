import type { CommentThread, DeckComment } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useServerText } from '../../../../lib/i18n/server-text.ts';
import { useSharedText } from '../../../../lib/i18n/shared-text.ts';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { useT } from '../../../../lib/i18n/use-t.ts';
import { notify } from '../../../../lib/notify.ts';
import { useDeleteComment } from '../../api/deck-comments.ts';
import { ReportDialog } from '../report-dialog.tsx';
import { CommentForm } from './comment-form.tsx';

const smallButton = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold';

interface CommentItemProps {
  deckId: string;
  comment: DeckComment | CommentThread;
  signedIn: boolean;
}

/**
 * One comment with its replies (one level deep: a reply has no Reply button). The uploader's
 * are marked; the author can delete theirs after saying yes once more; a member can report
 * anyone else's.
 */
export function CommentItem({ deckId, comment, signedIn }: CommentItemProps) {
  const socialText = useSharedText('social', socialMessages);
  const t = useT();
  const serverText = useServerText();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [replying, setReplying] = useState(false);
  const replies = 'replies' in comment ? comment.replies : null;
  const remove = useDeleteComment(deckId);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: onto "Yes, delete" when asked, back to "Delete" on Cancel.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const { author } = comment;
  return (
    <li className="border-b border-slate-200 py-4 last:border-b-0">
      <p className="text-sm">
        {author.username ? (
          <Link to={paths.profile(author.username)} className="font-semibold text-slate-900 hover:underline">
            {author.displayName}
          </Link>
        ) : (
          <span className="font-semibold text-slate-900">{author.displayName}</span>
        )}{' '}
        {comment.byUploader ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {socialText.uploader}
          </span>
        ) : null}{' '}
        <time dateTime={comment.createdAt} className="text-slate-600">
          {format.date(comment.createdAt)}
        </time>
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">{comment.body}</p>
      {comment.mine ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {confirming ? (
            <>
              <span className="text-sm text-slate-800">{t('comments.deleteQuestion')}</span>
              <button
                ref={confirmButton}
                type="button"
                className={`${smallButton} bg-red-700 text-white hover:bg-red-800`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { commentId: comment.id, removes: 1 + (replies?.length ?? 0) },
                    {
                      onSuccess: () => notify('success', t('comments.deleted')),
                      onError: (error) => {
                        setConfirming(false);
                        notify('error', serverText(error.message));
                      },
                    },
                  )
                }
              >
                {t('comments.yesDelete')}
              </button>
              <button
                type="button"
                className={`${smallButton} text-slate-700 hover:bg-slate-100`}
                onClick={() => setConfirming(false)}
              >
                {t('ui.cancel')}
              </button>
            </>
          ) : (
            <button
              ref={deleteButton}
              type="button"
              className={`${smallButton} -ml-3 text-red-700 hover:bg-red-50`}
              onClick={() => setConfirming(true)}
            >
              {t('comments.delete')}
              <span className="sr-only"> {t('comments.yourComment')}</span>
            </button>
          )}
        </div>
      ) : null}
      {signedIn && (replies || !comment.mine) ? (
        <div className="mt-1 flex flex-wrap items-center gap-1">
          {replies ? (
            <button
              type="button"
              className={`${smallButton} -ml-3 text-brand-800 hover:bg-brand-50`}
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              {socialText.reply}
              <span className="sr-only"> {t('comments.replyToWhom', { author: author.displayName })}</span>
            </button>
          ) : null}
          {comment.mine ? null : <ReportDialog deckId={deckId} commentId={comment.id} />}
        </div>
      ) : null}
      {replies?.length || replying ? (
        <div className="mt-2 ml-4 border-l-2 border-slate-200 pl-4 sm:ml-6">
          {replies?.length ? (
            <ul aria-label={t('comments.repliesTo', { author: author.displayName })}>
              {replies.map((reply) => (
                <CommentItem key={reply.id} deckId={deckId} comment={reply} signedIn={signedIn} />
              ))}
            </ul>
          ) : null}
          {replying ? (
            <div className="py-3">
              <CommentForm
                deckId={deckId}
                signedIn={signedIn}
                replyTo={{ id: comment.id, author: author.displayName, onDone: () => setReplying(false) }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
