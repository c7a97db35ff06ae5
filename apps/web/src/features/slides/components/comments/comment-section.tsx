import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../../lib/i18n/use-format.ts';
import { useT } from '../../../../lib/i18n/use-t.ts';
import { useNearScreen } from '../../../../lib/use-near-screen.ts';
import { useDeckComments } from '../../api/deck-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

interface CommentSectionProps {
  deckId: string;
  commentCount: number;
  signedIn: boolean;
}

/**
 * Comments, newest first, a page at a time (fetched as the reader scrolls near them), with the
 * form to add one above them.
 */
export function CommentSection({ deckId, commentCount, signedIn }: CommentSectionProps) {
  const t = useT();
  const format = useFormat();
  const { ref, near } = useNearScreen<HTMLElement>();
  const comments = useDeckComments(deckId, near);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section ref={ref} aria-labelledby="deck-comments" className="mt-10">
      <h2 id="deck-comments" className="text-xl font-bold text-slate-900">
        {t('comments.heading')} <span className="font-normal text-slate-600">({commentCount})</span>
      </h2>
      <div className="mt-4">
        <CommentForm deckId={deckId} signedIn={signedIn} />
      </div>
      {comments.isPending && comments.fetchStatus === 'paused' ? (
        <p className="mt-4 text-slate-700">{t('comments.offline')}</p>
      ) : comments.isPending ? (
        // Until it is near the screen, nothing is being loaded.
        near ? (
          <div role="status" className="mt-4 space-y-4">
            <span className="sr-only">{t('comments.loading')}</span>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : null
      ) : comments.isError ? (
        <p className="mt-4 text-slate-700">
          {t('comments.failed')}{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => comments.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </p>
      ) : items.length ? (
        <>
          <ul className="mt-2" aria-label={format.count('comments.count', commentCount)}>
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
              {comments.isFetchingNextPage ? t('common.loading') : t('comments.more')}
            </button>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-slate-700">{t('comments.none')}</p>
      )}
    </section>
  );
}
