import type { DeckDetail } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { progressOf } from '../api/deck-progress.ts';
import { myDecksQuery } from '../api/my-decks.ts';
import { uploadDeck } from '../api/upload-deck.ts';
import { useCheckedFile } from '../hooks/use-checked-file.ts';
import { restartDeckProgress } from '../hooks/use-deck-progress.ts';
import { useDeckForm } from '../hooks/use-upload-form.ts';
import { placeUploadError, titleFromFileName } from './upload-file-checks.ts';
import { UploadFilePicker } from './upload-file-picker.tsx';
import { UploadMetadataFields } from './upload-metadata-fields.tsx';

/** The new-deck form: file, details, upload with progress. Nothing typed is lost on an error. */
export function UploadDeckForm({ onUploaded }: { onUploaded(deck: DeckDetail): void }) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const queryClient = useQueryClient();
  const form = useDeckForm();
  const chosen = useCheckedFile();
  const transfer = useUploadTransfer(uploadDeck);
  const sending = transfer.state.phase === 'sending';

  const chooseFile = (file: File) => {
    chosen.choose(file);
    // The file's name is a good first title, until the uploader types one of their own.
    if (!form.getFieldState('title').isDirty) form.setValue('title', titleFromFileName(file.name));
    transfer.reset();
  };

  const submit = form.handleSubmit(
    async (metadata) => {
      const file = await chosen.ready();
      if (!file) return;
      const outcome = await transfer.start({ metadata, file });
      if (!outcome.ok) {
        if (outcome.error && !placeUploadError(form, outcome.error, chosen.setError)) transfer.reset();
        return;
      }
      restartDeckProgress(queryClient, progressOf(outcome.value));
      void queryClient.invalidateQueries({ queryKey: myDecksQuery().queryKey });
      notify('success', deckText.uploaded);
      onUploaded(outcome.value);
    },
    // The fields say what is wrong with them; a missing file is said at the same time.
    () => {
      if (!chosen.file) chosen.setError(deckText.fileRequired);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t('upload.formLabel')}>
      <UploadFilePicker
        label={t('upload.chooseDeck')}
        file={chosen.file}
        onFile={chooseFile}
        error={chosen.error}
        disabled={sending}
      />
      <UploadMetadataFields form={form} disabled={sending} />
      <UploadTransferStatus state={transfer.state} onCancel={transfer.cancel} onRetry={() => void submit()} />
      {sending ? null : (
        <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')}>
          {t('upload.submit')}
        </button>
      )}
    </form>
  );
}
