import type { DeckDetail } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { progressOf } from '../api/deck-progress.ts';
import { myDecksQuery } from '../api/my-decks.ts';
import { uploadDeck } from '../api/upload-deck.ts';
import { restartDeckProgress } from '../hooks/use-deck-progress.ts';
import { useDeckForm } from '../hooks/use-upload-form.ts';
import { placeUploadError, precheckFile } from './upload-file-checks.ts';
import { UploadFilePicker } from './upload-file-picker.tsx';
import { UploadMetadataFields } from './upload-metadata-fields.tsx';

/** The new-deck form: file, details, upload with progress. Nothing typed is lost on an error. */
export function UploadDeckForm({ onUploaded }: { onUploaded(deck: DeckDetail): void }) {
  const queryClient = useQueryClient();
  const form = useDeckForm();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const transfer = useUploadTransfer(uploadDeck);
  const sending = transfer.state.phase === 'sending';

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileError(precheckFile(chosen));
    transfer.reset();
  };

  const submit = form.handleSubmit(
    async (metadata) => {
      if (!file) return setFileError(deckMessages.fileRequired);
      const problem = precheckFile(file);
      if (problem) return setFileError(problem);
      setFileError(null);
      const outcome = await transfer.start({ metadata, file });
      if (!outcome.ok) {
        if (outcome.error && !placeUploadError(form, outcome.error, setFileError)) transfer.reset();
        return;
      }
      restartDeckProgress(queryClient, progressOf(outcome.value));
      void queryClient.invalidateQueries({ queryKey: myDecksQuery().queryKey });
      notify('success', deckMessages.uploaded);
      onUploaded(outcome.value);
    },
    // The fields say what is wrong with them; a missing file is said at the same time.
    () => {
      if (!file) setFileError(deckMessages.fileRequired);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Upload a deck">
      <UploadFilePicker
        label="Choose your deck"
        file={file}
        onFile={chooseFile}
        error={fileError}
        disabled={sending}
      />
      <UploadMetadataFields form={form} disabled={sending} />
      <UploadTransferStatus state={transfer.state} onCancel={transfer.cancel} onRetry={() => void submit()} />
      {sending ? null : (
        <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')}>
          Upload deck
        </button>
      )}
    </form>
  );
}
