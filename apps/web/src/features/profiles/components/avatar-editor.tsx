import type { OwnProfile } from '@medshelf/shared';
import { peopleLimits, peopleMessages } from '@medshelf/shared/contracts/people';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { MemberAvatar } from '../../../components/ui/member-avatar.tsx';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { uploadAvatar, useRemoveAvatar } from '../api/avatar.ts';
import { profileSaved } from '../api/save-profile.ts';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** What the browser can tell before sending: the declared type and the size. The server checks the bytes. */
function precheck(file: File): string | null {
  if (!acceptedTypes.includes(file.type)) return peopleMessages.avatarNotImage;
  if (file.size > peopleLimits.avatarMaxBytes) return peopleMessages.avatarTooLarge;
  return null;
}

type Preview =
  | { state: 'none' }
  | { state: 'reading' }
  | { state: 'unreadable' }
  | { state: 'ready'; url: string };

/**
 * A preview of the chosen file, once the browser has decoded it: a file that is not a picture
 * (a document renamed .png) is caught here, before any upload. The preview's URL is released
 * when another file is chosen or the page is left.
 */
function usePreview(file: File | null): Preview {
  const [preview, setPreview] = useState<Preview>({ state: 'none' });
  useEffect(() => {
    if (!file) return setPreview({ state: 'none' });
    let cancelled = false;
    let url: string | null = null;
    setPreview({ state: 'reading' });
    createImageBitmap(file).then(
      (bitmap) => {
        bitmap.close();
        if (cancelled) return;
        url = URL.createObjectURL(file);
        setPreview({ state: 'ready', url });
      },
      () => {
        if (!cancelled) setPreview({ state: 'unreadable' });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return preview;
}

/** The profile photo: choose one (previewed), upload it with progress, or remove it. */
export function AvatarEditor({ profile }: { profile: OwnProfile }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview(file);
  const transfer = useUploadTransfer(uploadAvatar);
  const remove = useRemoveAvatar();
  const sending = transfer.state.phase === 'sending';

  const shownError = preview.state === 'unreadable' ? peopleMessages.avatarNotImage : error;

  const upload = async () => {
    if (!file) return setError('Choose a photo first');
    const problem = preview.state === 'unreadable' ? peopleMessages.avatarNotImage : precheck(file);
    if (problem) return setError(problem);
    setError(null);
    const outcome = await transfer.start(file);
    if (!outcome.ok) {
      // A refusal of the picture belongs beside the picker; a dropped connection offers Retry.
      if (outcome.error && (outcome.error.status === 400 || outcome.error.status === 413)) {
        setError(outcome.error.message);
        transfer.reset();
      }
      return;
    }
    setFile(null);
    profileSaved(queryClient, outcome.value);
    notify('success', 'Photo updated');
  };

  return (
    <section
      aria-labelledby="photo-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="photo-heading" className="text-lg font-semibold text-slate-900">
        Photo
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        {preview.state === 'ready' ? (
          <img
            src={preview.url}
            alt="Your new profile picture, not saved yet"
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <MemberAvatar
            photoURL={profile.photoURL}
            initial={profile.email.charAt(0).toUpperCase()}
            size={96}
          />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <FilePicker
            label="Choose a photo"
            hint="JPEG, PNG or WebP, up to 5 MB. It is cropped to a square."
            accept={acceptedTypes.join(',')}
            file={file}
            onFile={(chosen) => {
              setFile(chosen);
              setError(chosen ? precheck(chosen) : null);
              transfer.reset();
            }}
            error={shownError}
            disabled={sending}
          />
          <UploadTransferStatus
            state={transfer.state}
            onCancel={transfer.cancel}
            onRetry={() => void upload()}
          />
          {sending ? null : (
            <div className="flex flex-wrap gap-3">
              {file ? (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  disabled={preview.state === 'reading'}
                  onClick={() => void upload()}
                >
                  Upload photo
                </button>
              ) : null}
              {profile.photoURL && !file ? (
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => notify('success', 'Photo removed'),
                      onError: (failure) => notify('error', `Your photo was not removed. ${failure.message}`),
                    })
                  }
                >
                  Remove photo
                </button>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
