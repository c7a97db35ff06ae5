import type { OwnProfile } from '@medshelf/shared';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { MemberAvatar } from '../../../components/ui/member-avatar.tsx';
import { UploadTransferStatus } from '../../../components/ui/upload-transfer-status.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useRemoveAvatar } from '../api/avatar.ts';
import { acceptedPhotoTypes, type PhotoUpload } from '../hooks/use-photo-upload.ts';

/** The profile photo: choose one (previewed), upload it with progress, or remove it. */
export function AvatarEditor({ profile, photo }: { profile: OwnProfile; photo: PhotoUpload }) {
  const { file, preview, transfer, upload } = photo;
  const t = useT();
  const remove = useRemoveAvatar();
  const sending = transfer.state.phase === 'sending';

  return (
    <section
      aria-labelledby="photo-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="photo-heading" className="text-lg font-semibold text-slate-900">
        {t('profile.photo')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        {preview.state === 'ready' ? (
          <img
            src={preview.url}
            alt={t('profile.newPhotoAlt')}
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
            label={t('profile.choosePhoto')}
            hint={t('profile.photoHint')}
            accept={acceptedPhotoTypes.join(',')}
            file={file}
            onFile={photo.choose}
            error={photo.error}
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
                  {t('profile.uploadPhoto')}
                </button>
              ) : null}
              {profile.photoURL && !file ? (
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => notify('success', t('profile.photoRemoved')),
                      onError: (failure) =>
                        notify('error', t('profile.photoNotRemoved', { reason: failure.message })),
                    })
                  }
                >
                  {t('profile.removePhoto')}
                </button>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
