import type { DeckDetail } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { deckKeys } from '../api/deck-keys.ts';
import { progressOf } from '../api/deck-progress.ts';
import { replaceDeckFile } from '../api/replace-deck-file.ts';
import { restartDeckProgress } from '../hooks/use-deck-progress.ts';
import { placeUploadError, precheckFile } from './upload-file-checks.ts';
import { UploadFilePicker } from './upload-file-picker.tsx';

interface UploadReplaceFileProps {
  deckId: string;
  onReplaced(deck: DeckDetail): void;
}

/** A new file for an existing deck, with the same progress and checks as a first upload. */
export function UploadReplaceFile({ deckId, onReplaced }: UploadReplaceFileProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const transfer = useUploadTransfer(replaceDeckFile);
  const sending = transfer.state.phase === 'sending';

  const send = async () => {
    if (!file) return setFileError(deckMessages.fileRequired);
    const problem = precheckFile(file);
    if (problem) return setFileError(problem);
    setFileError(null);
    const outcome = await transfer.start({ deckId, file });
    if (!outcome.ok) {
      if (outcome.error && !placeUploadError(null, outcome.error, setFileError)) transfer.reset();
      return;
    }
    restartDeckProgress(queryClient, progressOf(outcome.value));
    queryClient.setQueryData(deckKeys.detail(deckId), outcome.value);
    void queryClient.invalidateQueries({ queryKey: deckKeys.all, refetchType: 'none' });
    setFile(null);
    notify('success', deckMessages.uploaded);
    onReplaced(outcome.value);
  };

  return (
    <form
      noValidate
      aria-label="Replace file"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <UploadFilePicker
        label="Choose the new file"
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setFileError(precheckFile(chosen));
          transfer.reset();
        }}
        error={fileError}
        disabled={sending}
      />
      <UploadTransferStatus state={transfer.state} onCancel={transfer.cancel} onRetry={() => void send()} />
      {sending ? null : (
        <button type="submit" className={buttonClass('primary')}>
          Upload new file
        </button>
      )}
    </form>
  );
}
