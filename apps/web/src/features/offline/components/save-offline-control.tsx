import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { savedChanged } from '../api/saved-items.ts';
import type { SaveJob } from '../model/save-jobs.ts';
import { openSavedOffline } from '../saved-dialog-store.ts';
import { OfflineIcon } from './offline-icons.tsx';
import { SaveFailed, SavingProgress } from './save-status.tsx';

const linkButton = 'min-h-11 px-1 text-sm font-semibold text-brand-800 underline hover:text-brand-900';

/** What this device keeps of the item: all of it, part of it (a save that stopped), or nothing. */
export type KeptCopy =
  | { complete: true; summary: string }
  | { complete: false; text: string; continueLabel: string }
  | null;

interface SaveOfflineControlProps {
  testId: string;
  job: SaveJob | undefined;
  kept: KeptCopy;
  /** The saved copies are still being read: the save button waits. */
  pending: boolean;
  saveLabel: string;
  /** Ends "Remove …" for screen readers: which copy goes. */
  removeWhat: string;
  announcements: { saving: string; saved: string };
  onSave(): void;
  /** Removes the kept copy; the saved lists are refreshed after it. */
  onRemove(): Promise<void>;
}

/**
 * The one layout of "Save for offline" for a deck and a playlist level: the save's progress
 * (with Cancel) or failure, then the kept copy with Remove, or the button to save.
 */
export function SaveOfflineControl(props: SaveOfflineControlProps) {
  const t = useT();
  const { job, kept, onSave } = props;
  const online = useOnline();
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    await props.onRemove().finally(() => setRemoving(false));
    await savedChanged();
  };
  const removeButton = (
    <button type="button" className={linkButton} onClick={remove} disabled={removing}>
      {t('offline.remove')}
      <span className="sr-only"> {props.removeWhat}</span>
    </button>
  );

  let content: ReactNode;
  let announcement = '';
  if (job?.status === 'saving') {
    content = <SavingProgress progress={job.progress} onCancel={job.cancel} />;
    announcement = props.announcements.saving;
  } else if (job?.status === 'failed') {
    content = <SaveFailed message={job.message} onRetry={onSave} canRetry={online} />;
  } else if (kept?.complete) {
    announcement = props.announcements.saved;
    content = (
      <>
        <p className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-900">
          <OfflineIcon name="saved" />
          {t('offline.savedSummary', { summary: kept.summary })}
        </p>
        {removeButton}
        <button type="button" className={linkButton} onClick={openSavedOffline}>
          {t('offline.seeAllSaved')}
        </button>
      </>
    );
  } else if (kept) {
    content = (
      <>
        <p className="text-sm text-slate-800">{kept.text}</p>
        <button type="button" className={buttonClass('secondary')} onClick={onSave} disabled={!online}>
          {kept.continueLabel}
        </button>
        {removeButton}
      </>
    );
  } else {
    content = (
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={onSave}
        disabled={props.pending || !online}
        title={online ? undefined : t('offline.needsNetwork')}
      >
        <OfflineIcon name="save" />
        {props.saveLabel}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={props.testId}>
      {content}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
