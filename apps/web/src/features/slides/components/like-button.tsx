import type { DeckDetail } from '@medshelf/shared';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { joinToDo } from '../../../lib/pending-action.ts';
import { useResumeAction } from '../../auth/index.ts';
import { useLikeDeck } from '../api/like-deck.ts';

/**
 * Like / unlike with the count; a visitor who is signed out is asked to join first and comes
 * back to this deck liked.
 */
export function LikeButton({ deck, signedIn }: { deck: DeckDetail; signedIn: boolean }) {
  const t = useT();
  const serverText = useServerText();
  const format = useFormat();
  const like = useLikeDeck(deck.id);
  const liked = deck.viewer.liked;
  const joinToLike = () => joinToDo({ kind: 'like', deckId: deck.id });
  const setLiked = (value: boolean) =>
    like.mutate(value, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) joinToLike();
        else notify('error', serverText(error.message));
      },
    });
  useResumeAction({ kind: 'like', deckId: deck.id }, () => setLiked(true));
  return (
    <button
      type="button"
      aria-pressed={signedIn ? liked : false}
      className={buttonClass(
        'secondary',
        liked ? 'border-rose-700 bg-rose-50 text-rose-800 hover:bg-rose-100' : '',
      )}
      onClick={() => {
        if (!signedIn) return joinToLike();
        setLiked(!liked);
      }}
    >
      <Icon name="heart" filled={liked} />
      {/* One name whatever the state ("Like"); aria-pressed says whether it is on. */}
      <span>{t('deck.like')}</span>
      <span className="font-normal tabular-nums text-slate-700">
        {format.number(deck.likes)}
        <span className="sr-only"> {t('deck.likesWord', { count: deck.likes })}</span>
      </span>
    </button>
  );
}
