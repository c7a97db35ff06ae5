import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { notify } from '../../../lib/notify.ts';
import type { UploadOptions } from '../../../lib/upload.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';

interface ReplaceFileProps<Result> {
  label: string;
  hint: string;
  accept: string;
  /** The button's words, e.g. "Upload new PDF". */
  action: string;
  /** Said when nothing was chosen. */
  required: string;
  /** Said in a toast once it is saved. */
  done: string;
  precheck(file: File | null): string | null;
  send(file: File, options: UploadOptions): Promise<Result>;
  /** Whether a refusal is about the file (shown by the picker) rather than the transfer. */
  isFileProblem(error: ApiError): boolean;
  onSaved(result: Result): void;
}

/** Replace one file (a PDF, a cover) with a progress bar, Cancel and Retry. */
export function ReplaceFile<Result>(props: ReplaceFileProps<Result>) {
  const { label, hint, accept, action, required, done, precheck, send, isFileProblem, onSaved } = props;
  const [file, setFile] = useState<File | null>(null);
  const serverText = useServerText();
  const [error, setError] = useState<string | null>(null);
  const transfer = useUploadTransfer(send);
  const sending = transfer.state.phase === 'sending';

  const upload = async () => {
    if (!file) return setError(required);
    const problem = precheck(file);
    if (problem) return setError(problem);
    setError(null);
    const outcome = await transfer.start(file);
    if (!outcome.ok) {
      if (outcome.error && isFileProblem(outcome.error)) {
        setError(outcome.error.details[0]?.message ?? outcome.error.message);
        transfer.reset();
      }
      return;
    }
    setFile(null);
    onSaved(outcome.value);
    notify('success', done);
  };

  return (
    <div className="space-y-3">
      <FilePicker
        label={label}
        hint={hint}
        accept={accept}
        file={file}
        onFile={(chosen) => {
          setFile(chosen);
          setError(precheck(chosen));
          transfer.reset();
        }}
        error={error === null ? null : serverText(error)}
        disabled={sending}
      />
      <UploadTransferStatus state={transfer.state} onCancel={transfer.cancel} onRetry={() => void upload()} />
      {sending ? null : (
        <button type="button" className={buttonClass('secondary')} onClick={() => void upload()}>
          {action}
        </button>
      )}
    </div>
  );
}

/** A refusal of the file itself: a 400 or 413 that is not about a form field. */
export function isFileRefusal(error: ApiError): boolean {
  return (error.status === 400 || error.status === 413) && error.code !== 'internal';
}
