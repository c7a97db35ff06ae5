import { Link } from 'react-router';
import { formatBytes, formatDate } from '../../../lib/format.ts';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';
import type { SavedDeck } from '../model/saved-index.ts';
import { setSavedOfflineOpen } from '../saved-dialog-store.ts';

const thumbWidth = 64;

interface SavedDeckRowProps {
  deck: SavedDeck;
  /** Removing a deck of a saved playlist is done for the whole playlist. */
  onRemove?: () => void;
  removing?: boolean;
}

/** One saved deck: its first page, title (a link to it), pages, size, when it was saved. */
export function SavedDeckRow({ deck, onRemove, removing = false }: SavedDeckRowProps) {
  const t = useT();
  const language = useLanguageCode();
  const height = deck.thumbnailWidth
    ? Math.round((thumbWidth * deck.thumbnailHeight) / deck.thumbnailWidth)
    : (thumbWidth * 3) / 4;
  return (
    <li className="flex items-center gap-3 py-2" data-testid="saved-deck">
      {deck.thumbnail ? (
        <img
          src={deck.thumbnail}
          alt=""
          width={thumbWidth}
          height={height}
          loading="lazy"
          className="h-auto w-16 shrink-0 rounded border border-slate-200 bg-slate-100"
        />
      ) : (
        <span className="h-12 w-16 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={deck.path}
          onClick={() => setSavedOfflineOpen(false)}
          className="line-clamp-2 font-semibold text-brand-900 underline-offset-2 hover:underline"
        >
          {deck.title}
        </Link>
        <p className="text-sm text-slate-700">
          {deck.complete ? null : (
            <span className="font-semibold text-amber-900">{t('offline.notFinished')} · </span>
          )}
          {t('offline.deckRow', {
            pages: deck.pageCount,
            size: formatBytes(deck.bytes, language),
            date: formatDate(deck.savedAt, language),
          })}
        </p>
      </div>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          {t('offline.remove')}
          <span className="sr-only"> {deck.title}</span>
        </button>
      ) : null}
    </li>
  );
}
