import type { OwnProfile } from '@medshelf/shared';
import { peopleMessages } from '@medshelf/shared/contracts/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '../../../lib/api-client.ts';
import { apiUpload, type UploadOptions } from '../../../lib/upload.ts';
import { profileSaved } from './save-profile.ts';

/** PUT /api/profile/avatar with upload progress; the answer is the profile with its new photo. */
export function uploadAvatar(file: File, options: UploadOptions): Promise<OwnProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<OwnProfile>('PUT', '/api/profile/avatar', form, options).catch((error: unknown) => {
    // A proxy in front of the server may refuse a large body without a JSON answer.
    if (error instanceof ApiError && error.status === 413 && error.code === 'internal') {
      throw new ApiError(413, 'bad_request', peopleMessages.avatarTooLarge);
    }
    throw error;
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<OwnProfile>('DELETE', '/api/profile/avatar'),
    onSuccess: (profile) => profileSaved(queryClient, profile),
  });
}
