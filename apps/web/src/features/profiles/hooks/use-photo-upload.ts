import { peopleLimits, peopleMessages } from '@medshelf/shared/contracts/people';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadTransfer } from '../../../lib/use-upload-transfer.ts';
import { uploadAvatar } from '../api/avatar.ts';
import { profileSaved } from '../api/save-profile.ts';

export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** What the browser can tell before sending: the declared type and the size. The server checks the bytes. */
function precheck(file: File): string | null {
  if (!acceptedPhotoTypes.includes(file.type)) return peopleMessages.avatarNotImage;
  if (file.size > peopleLimits.avatarMaxBytes) return peopleMessages.avatarTooLarge;
  return null;
}

export type Preview =
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

/**
 * The photo chosen on the details page, shared by the photo's own Upload button and the page's
 * "Save details", which saves a chosen photo too: a member who picks one and saves the page
 * expects both kept. `upload` answers whether the photo is saved (true when none was chosen).
 */
export function usePhotoUpload() {
  const t = useT();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview(file);
  const transfer = useUploadTransfer(uploadAvatar);
  const shownError = preview.state === 'unreadable' ? peopleMessages.avatarNotImage : error;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? precheck(chosen) : null);
    transfer.reset();
  };

  const upload = async (): Promise<boolean> => {
    if (!file) return true;
    const problem = preview.state === 'unreadable' ? peopleMessages.avatarNotImage : precheck(file);
    if (problem) {
      setError(problem);
      return false;
    }
    setError(null);
    const outcome = await transfer.start(file);
    if (!outcome.ok) {
      // A refusal of the picture belongs beside the picker; a dropped connection offers Retry.
      if (outcome.error && (outcome.error.status === 400 || outcome.error.status === 413)) {
        setError(outcome.error.message);
        transfer.reset();
      }
      return false;
    }
    setFile(null);
    profileSaved(queryClient, outcome.value);
    notify('success', t('profile.photoUpdated'));
    return true;
  };

  return { file, choose, preview, error: shownError, transfer, upload };
}

export type PhotoUpload = ReturnType<typeof usePhotoUpload>;
