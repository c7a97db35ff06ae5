import type { OwnProfile, SaveProfileBody } from '@medshelf/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { peopleKeys } from '../../../lib/people-keys.ts';
import { accountQuery } from '../../auth/index.ts';

/**
 * After a save the form, the avatar menu, the drawer and the profile page all show what is
 * saved now: the own profile is set from the answer, the rest is fetched again.
 */
export function profileSaved(queryClient: QueryClient, profile: OwnProfile) {
  queryClient.setQueryData(peopleKeys.own, profile);
  void queryClient.invalidateQueries({ queryKey: accountQuery().queryKey });
  if (profile.username) void queryClient.invalidateQueries({ queryKey: peopleKeys.member(profile.username) });
}

export function saveProfile(body: SaveProfileBody): Promise<OwnProfile> {
  return apiSend<OwnProfile>('PUT', '/api/profile', body);
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // Tried at once even offline: the person hears it failed and keeps what they typed,
    // rather than watching "Saving…" until the network returns.
    networkMode: 'always',
    onSuccess: (profile) => profileSaved(queryClient, profile),
  });
}
