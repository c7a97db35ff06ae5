import type { DeckDetail } from '@medshelf/shared';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { savedChanged, useSavedDeck } from '../api/saved-items.ts';
import { formatBytes } from '../format-bytes.ts';
import { removeDeck } from '../model/save-deck.ts';
import { deckJobKey, dismissJob, startDeckSave, useSaveJob } from '../model/save-jobs.ts';
import { openSavedOffline } from '../saved-dialog-store.ts';
import { useKeepSavedCurrent } from '../use-keep-saved-current.ts';
import { useOfflineSupported } from '../use-offline-supported.ts';
import { useResumeWhenOnline } from '../use-resume-when-online.ts';
import { OfflineIcon } from './offline-icons.tsx';
import { SaveFailed, SavingProgress } from './save-status.tsx';

const linkButton = 'min-h-11 px-1 text-sm font-semibold text-brand-800 underline hover:text-brand-900';

/**
 * "Save for offline" on a deck: keeps its pages on this device so it opens with the network off.
 * Shows the save's progress (with Cancel), then "Saved for offline · 4.2 MB" with Remove.
 */
export function SaveDeckOffline({ deck }: { deck: DeckDetail }) {
  const supported = useOfflineSupported();
  const online = useOnline();
  const saved = useSavedDeck(deck.id);
  const key = deckJobKey(deck.id);
  const job = useSaveJob(key);
  const [removing, setRemoving] = useState(false);
  useKeepSavedCurrent(deck, saved.data, job);
  const save = () => {
    dismissJob(key);
    startDeckSave(deck);
  };
  useResumeWhenOnline(job, save);
  if (!supported || deck.status !== 'ready') return null;

  const entry = saved.data;
  const remove = async () => {
    setRemoving(true);
    await removeDeck(deck.id).finally(() => setRemoving(false));
    await savedChanged();
  };

  let content: ReactNode;
  let announcement = '';
  if (job?.status === 'saving') {
    content = <SavingProgress progress={job.progress} onCancel={job.cancel} />;
    announcement = 'Saving for offline…';
  } else if (job?.status === 'failed') {
    content = <SaveFailed message={job.message} onRetry={save} canRetry={online} />;
  } else if (entry?.complete) {
    announcement = 'Saved for offline';
    content = (
      <>
        <p className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-900">
          <OfflineIcon name="saved" />
          Saved for offline · {formatBytes(entry.bytes)}
        </p>
        <button type="button" className={linkButton} onClick={remove} disabled={removing}>
          Remove<span className="sr-only"> the saved copy</span>
        </button>
        <button type="button" className={linkButton} onClick={openSavedOffline}>
          See all saved
        </button>
      </>
    );
  } else if (entry) {
    content = (
      <>
        <p className="text-sm text-slate-800">Saving stopped ({formatBytes(entry.bytes)} so far)</p>
        <button type="button" className={buttonClass('secondary')} onClick={save} disabled={!online}>
          Continue saving
        </button>
        <button type="button" className={linkButton} onClick={remove} disabled={removing}>
          Remove<span className="sr-only"> what was saved</span>
        </button>
      </>
    );
  } else {
    content = (
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={save}
        disabled={saved.isPending || !online}
        title={online ? undefined : 'Saving needs a network'}
      >
        <OfflineIcon name="save" />
        Save for offline
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="save-deck-offline">
      {content}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
