import { useLocation } from 'react-router';
import { formatBytes } from '../../../lib/format.ts';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';
import { useSavedItems } from '../api/saved-items.ts';
import { playlistJobKey, startPlaylistSave, useSaveJob } from '../model/save-jobs.ts';
import { removePlaylist } from '../model/save-playlist.ts';
import { useOfflineSupported } from '../use-offline-supported.ts';
import { useResumeWhenOnline } from '../use-resume-when-online.ts';
import { type KeptCopy, SaveOfflineControl } from './save-offline-control.tsx';

/** The playlist level this page shows: its path is unique per owner and level, its name is not. */
function usePlaylistKey(): string {
  return decodeURIComponent(useLocation().pathname).replace(/\/+$/, '');
}

/**
 * "Save for offline" on a playlist level: saves each of its decks, with progress over all of
 * them. The saved list shows the playlist as a group of its decks.
 */
export function SavePlaylistOffline({ name, deckIds }: { name: string; deckIds: string[] }) {
  const t = useT();
  const language = useLanguageCode();
  const supported = useOfflineSupported();
  const key = usePlaylistKey();
  const items = useSavedItems();
  const job = useSaveJob(playlistJobKey(key));
  const save = () => startPlaylistSave({ key, name, deckIds }, t);
  useResumeWhenOnline(job, save);
  if (!supported || deckIds.length === 0) return null;

  const entry = items.data?.playlists.find((playlist) => playlist.key === key);
  const savedDecks = (items.data?.decks ?? []).filter(
    (deck) => deck.complete && deck.savedBy.includes(`playlist:${key}`) && deckIds.includes(deck.id),
  );
  const bytes = savedDecks.reduce((sum, deck) => sum + deck.bytes, 0);
  let kept: KeptCopy = null;
  if (entry && savedDecks.length === deckIds.length) {
    kept = {
      complete: true,
      summary: t('offline.decksSize', { count: savedDecks.length, size: formatBytes(bytes, language) }),
    };
  } else if (entry) {
    kept = {
      complete: false,
      text: t('offline.someSaved', { saved: savedDecks.length, total: deckIds.length }),
      continueLabel: t('offline.saveRest'),
    };
  }
  return (
    <SaveOfflineControl
      testId="save-playlist-offline"
      job={job}
      kept={kept}
      pending={items.isPending}
      saveLabel={t('offline.savePlaylist')}
      removeWhat={t('offline.theSavedCopyOf', { name })}
      announcements={{ saving: t('offline.savingPlaylist'), saved: t('offline.playlistSaved') }}
      onSave={save}
      onRemove={() => removePlaylist(key)}
    />
  );
}
