import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { savedChanged, useSavedItems } from '../api/saved-items.ts';
import { formatBytes } from '../format-bytes.ts';
import { playlistJobKey, startPlaylistSave, useSaveJob } from '../model/save-jobs.ts';
import { removePlaylist } from '../model/save-playlist.ts';
import { openSavedOffline } from '../saved-dialog-store.ts';
import { useOfflineSupported } from '../use-offline-supported.ts';
import { useResumeWhenOnline } from '../use-resume-when-online.ts';
import { OfflineIcon } from './offline-icons.tsx';
import { SaveFailed, SavingProgress } from './save-status.tsx';

const linkButton = 'min-h-11 px-1 text-sm font-semibold text-brand-800 underline hover:text-brand-900';

/** The playlist level this page shows: its path is unique per owner and level, its name is not. */
function usePlaylistKey(): string {
  return decodeURIComponent(useLocation().pathname).replace(/\/+$/, '');
}

/**
 * "Save for offline" on a playlist level: saves each of its decks, with progress over all of
 * them. The saved list shows the playlist as a group of its decks.
 */
export function SavePlaylistOffline({ name, deckIds }: { name: string; deckIds: string[] }) {
  const supported = useOfflineSupported();
  const online = useOnline();
  const key = usePlaylistKey();
  const items = useSavedItems();
  const job = useSaveJob(playlistJobKey(key));
  const [removing, setRemoving] = useState(false);
  const save = () => startPlaylistSave({ key, name, deckIds });
  useResumeWhenOnline(job, save);
  if (!supported || deckIds.length === 0) return null;

  const entry = items.data?.playlists.find((playlist) => playlist.key === key);
  const savedDecks = (items.data?.decks ?? []).filter(
    (deck) => deck.complete && deck.savedBy.includes(`playlist:${key}`) && deckIds.includes(deck.id),
  );
  const bytes = savedDecks.reduce((sum, deck) => sum + deck.bytes, 0);
  const missing = deckIds.length - savedDecks.length;
  const remove = async () => {
    setRemoving(true);
    await removePlaylist(key).finally(() => setRemoving(false));
    await savedChanged();
  };
  const removeButton = (
    <button type="button" className={linkButton} onClick={remove} disabled={removing}>
      Remove<span className="sr-only"> the saved copy of {name}</span>
    </button>
  );

  let content: ReactNode;
  let announcement = '';
  if (job?.status === 'saving') {
    content = <SavingProgress progress={job.progress} onCancel={job.cancel} />;
    announcement = 'Saving the playlist for offline…';
  } else if (job?.status === 'failed') {
    content = <SaveFailed message={job.message} onRetry={save} canRetry={online} />;
  } else if (entry && missing === 0) {
    announcement = 'Playlist saved for offline';
    content = (
      <>
        <p className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-900">
          <OfflineIcon name="saved" />
          Saved for offline · {savedDecks.length} {savedDecks.length === 1 ? 'deck' : 'decks'} ·{' '}
          {formatBytes(bytes)}
        </p>
        {removeButton}
        <button type="button" className={linkButton} onClick={openSavedOffline}>
          See all saved
        </button>
      </>
    );
  } else if (entry) {
    content = (
      <>
        <p className="text-sm text-slate-800">
          {savedDecks.length} of {deckIds.length} decks saved for offline
        </p>
        <button type="button" className={buttonClass('secondary')} onClick={save} disabled={!online}>
          Save the rest
        </button>
        {removeButton}
      </>
    );
  } else {
    content = (
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={save}
        disabled={items.isPending || !online}
        title={online ? undefined : 'Saving needs a network'}
      >
        <OfflineIcon name="save" />
        Save playlist for offline
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="save-playlist-offline">
      {content}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
