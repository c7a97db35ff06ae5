import type { DeckDetail } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { deckKeys } from '../api/deck-keys.ts';
import { progressOf } from '../api/deck-progress.ts';
import { replaceDeckFile } from '../api/replace-deck-file.ts';
import { useCheckedFile } from '../hooks/use-checked-file.ts';
import { restartDeckProgress } from '../hooks/use-deck-progress.ts';
import { placeUploadError } from './upload-file-checks.ts';
import { UploadFilePicker } from './upload-file-picker.tsx';

interface UploadReplaceFileProps {
  deckId: string;
  onReplaced(deck: DeckDetail): void;
}

/** A new file for an existing deck, with the same progress and checks as a first upload. */
export function UploadReplaceFile({ deckId, onReplaced }: UploadReplaceFileProps) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const queryClient = useQueryClient();
  const chosen = useCheckedFile();
  const transfer = useUploadTransfer(replaceDeckFile);
  const sending = transfer.state.phase === 'sending';

  const send = async () => {
    const file = await chosen.ready();
    if (!file) return;
    const outcome = await transfer.start({ deckId, file });
    if (!outcome.ok) {
      if (outcome.error && !placeUploadError(null, outcome.error, chosen.setError)) transfer.reset();
      return;
    }
    restartDeckProgress(queryClient, progressOf(outcome.value));
    queryClient.setQueryData(deckKeys.detail(deckId), outcome.value);
    void queryClient.invalidateQueries({ queryKey: deckKeys.all, refetchType: 'none' });
    chosen.clear();
    notify('success', deckText.uploaded);
    onReplaced(outcome.value);
  };

  return (
    <form
      noValidate
      aria-label={t('manage.replaceFile')}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <UploadFilePicker
        label={t('manage.chooseNewFile')}
        file={chosen.file}
        onFile={(file) => {
          chosen.choose(file);
          transfer.reset();
        }}
        error={chosen.error}
        disabled={sending}
      />
      <UploadTransferStatus state={transfer.state} onCancel={transfer.cancel} onRetry={() => void send()} />
      {sending ? null : (
        <button type="submit" className={buttonClass('primary')}>
          {t('manage.uploadNewFile')}
        </button>
      )}
    </form>
  );
}
