import type { DeckDetail } from '@medshelf/shared';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { openJoinNow } from '../../../lib/join-now.ts';
import { notify } from '../../../lib/notify.ts';
import { useLikeDeck } from '../api/like-deck.ts';

/**
 * Like / unlike with the count; a visitor who is signed out is asked to join first and comes
 * back to this deck.
 */
export function LikeButton({ deck, signedIn }: { deck: DeckDetail; signedIn: boolean }) {
  const { pathname } = useLocation();
  const like = useLikeDeck(deck.id);
  const liked = deck.viewer.liked;
  return (
    <button
      type="button"
      aria-pressed={signedIn ? liked : false}
      className={buttonClass(
        'secondary',
        liked ? 'border-rose-700 bg-rose-50 text-rose-800 hover:bg-rose-100' : '',
      )}
      onClick={() => {
        if (!signedIn) return openJoinNow(pathname);
        like.mutate(!liked, {
          onError: (error) => {
            if (error instanceof ApiError && error.status === 401) openJoinNow(pathname);
            else notify('error', error.message);
          },
        });
      }}
    >
      <Icon name="heart" filled={liked} />
      {/* One name whatever the state ("Like"); aria-pressed says whether it is on. */}
      <span>Like</span>
      <span className="font-normal tabular-nums text-slate-700">
        {formatCount(deck.likes)}
        <span className="sr-only"> {deck.likes === 1 ? 'like' : 'likes'}</span>
      </span>
    </button>
  );
}
