import type { DeckDetail } from '@medshelf/shared';
import { formatBytes } from '../../../lib/format.ts';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';
import { useSavedDeck } from '../api/saved-items.ts';
import { removeDeck } from '../model/save-deck.ts';
import { deckJobKey, dismissJob, startDeckSave, useSaveJob } from '../model/save-jobs.ts';
import { useKeepSavedCurrent } from '../use-keep-saved-current.ts';
import { useOfflineSupported } from '../use-offline-supported.ts';
import { useResumeWhenOnline } from '../use-resume-when-online.ts';
import { type KeptCopy, SaveOfflineControl } from './save-offline-control.tsx';

/**
 * "Save for offline" on a deck: keeps its pages on this device so it opens with the network off.
 * Shows the save's progress (with Cancel), then "Saved for offline · 4.2 MB" with Remove.
 */
export function SaveDeckOffline({ deck }: { deck: DeckDetail }) {
  const t = useT();
  const language = useLanguageCode();
  const supported = useOfflineSupported();
  const saved = useSavedDeck(deck.id);
  const key = deckJobKey(deck.id);
  const job = useSaveJob(key);
  useKeepSavedCurrent(deck, saved.data, job);
  const save = () => {
    dismissJob(key);
    startDeckSave(deck, t);
  };
  useResumeWhenOnline(job, save);
  if (!supported || deck.status !== 'ready') return null;

  const entry = saved.data;
  let kept: KeptCopy = null;
  if (entry?.complete) kept = { complete: true, summary: formatBytes(entry.bytes, language) };
  else if (entry) {
    kept = {
      complete: false,
      text: t('offline.savingStopped', { size: formatBytes(entry.bytes, language) }),
      continueLabel: t('offline.continueSaving'),
    };
  }
  return (
    <SaveOfflineControl
      testId="save-deck-offline"
      job={job}
      kept={kept}
      pending={saved.isPending}
      saveLabel={t('offline.saveForOffline')}
      removeWhat={t('offline.theSavedCopy')}
      announcements={{ saving: t('offline.savingForOffline'), saved: t('offline.savedForOffline') }}
      onSave={save}
      onRemove={() => removeDeck(deck.id)}
    />
  );
}
