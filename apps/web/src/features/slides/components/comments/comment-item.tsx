import type { DeckComment } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format.ts';
import { notify } from '../../../../lib/notify.ts';
import { useDeleteComment } from '../../api/deck-comments.ts';

const smallButton = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold';

/** One comment; the author can delete it after saying yes once more. */
export function CommentItem({ deckId, comment }: { deckId: string; comment: DeckComment }) {
  const [confirming, setConfirming] = useState(false);
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
        <time dateTime={comment.createdAt} className="text-slate-600">
          {formatDate(comment.createdAt)}
        </time>
      </p>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">{comment.body}</p>
      {comment.mine ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {confirming ? (
            <>
              <span className="text-sm text-slate-800">Delete this comment?</span>
              <button
                ref={confirmButton}
                type="button"
                className={`${smallButton} bg-red-700 text-white hover:bg-red-800`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(comment.id, {
                    onSuccess: () => notify('success', 'Comment deleted'),
                    onError: (error) => {
                      setConfirming(false);
                      notify('error', error.message);
                    },
                  })
                }
              >
                Yes, delete
              </button>
              <button
                type="button"
                className={`${smallButton} text-slate-700 hover:bg-slate-100`}
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </>
          ) : (
            <button
              ref={deleteButton}
              type="button"
              className={`${smallButton} -ml-3 text-red-700 hover:bg-red-50`}
              onClick={() => setConfirming(true)}
            >
              Delete<span className="sr-only"> your comment</span>
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
