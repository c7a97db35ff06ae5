import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { countLabel } from '../../../../lib/format.ts';
import { useDeckComments } from '../../api/deck-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

interface CommentSectionProps {
  deckId: string;
  commentCount: number;
  signedIn: boolean;
}

/** Comments, newest first, a page at a time, with the form to add one above them. */
export function CommentSection({ deckId, commentCount, signedIn }: CommentSectionProps) {
  const comments = useDeckComments(deckId, true);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="deck-comments" className="mt-10">
      <h2 id="deck-comments" className="text-xl font-bold text-slate-900">
        Comments <span className="font-normal text-slate-600">({commentCount})</span>
      </h2>
      <div className="mt-4">
        <CommentForm deckId={deckId} signedIn={signedIn} />
      </div>
      {comments.isPending && comments.fetchStatus === 'paused' ? (
        <p className="mt-4 text-slate-700">Comments will load when you are back online.</p>
      ) : comments.isPending ? (
        <div role="status" className="mt-4 space-y-4">
          <span className="sr-only">Loading comments…</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : comments.isError ? (
        <p className="mt-4 text-slate-700">
          Comments could not load.{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => comments.refetch()}
          >
            Try again
          </button>
        </p>
      ) : items.length ? (
        <>
          <ul className="mt-2" aria-label={countLabel(commentCount, 'comment')}>
            {items.map((comment) => (
              <CommentItem key={comment.id} deckId={deckId} comment={comment} signedIn={signedIn} />
            ))}
          </ul>
          {comments.hasNextPage ? (
            <button
              type="button"
              className="mt-2 min-h-11 font-semibold text-brand-800 underline"
              disabled={comments.isFetchingNextPage}
              onClick={() => comments.fetchNextPage()}
            >
              {comments.isFetchingNextPage ? 'Loading…' : 'Show more comments'}
            </button>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-slate-700">No comments yet. Be the first to say something helpful.</p>
      )}
    </section>
  );
}
