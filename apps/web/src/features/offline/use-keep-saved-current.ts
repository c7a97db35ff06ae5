import { useLingui } from '@lingui/react';
import type { DeckDetail } from '@medshelf/shared';
import { useEffect } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { savedChanged } from './api/saved-items.ts';
import { refreshDeckJson } from './model/save-deck.ts';
import { type SaveJob, startDeckSave } from './model/save-jobs.ts';
import { fileVersion, type SavedDeck } from './model/saved-index.ts';

/**
 * A saved deck the reader opens online is brought up to date: a replaced file (a new version of
 * the page URLs) is saved again, fetching only the new pages; a new title or description only
 * rewrites the saved copy. The reader asked to keep this deck, so no question is asked.
 */
export function useKeepSavedCurrent(deck: DeckDetail, saved: SavedDeck | null | undefined, job?: SaveJob) {
  const { i18n } = useLingui();
  const online = useOnline();
  const outdated = !!saved && saved.version !== fileVersion(deck);
  const edited = !!saved?.complete && !outdated && saved.updatedAt !== deck.updatedAt;
  useEffect(() => {
    if (!online || job || deck.status !== 'ready') return;
    if (outdated) startDeckSave(deck, (id, values) => i18n._(id, values));
    else if (edited) void refreshDeckJson(deck).then(() => savedChanged());
  }, [online, job, deck, outdated, edited, i18n]);
}
