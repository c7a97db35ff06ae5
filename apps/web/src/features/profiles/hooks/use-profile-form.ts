import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnProfile } from '@medshelf/shared';
import { usernameSchema } from '@medshelf/shared/contracts/account';
import { saveProfileBodySchema } from '@medshelf/shared/contracts/people';
import { useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';

/** The form's schema: the server's, with the username required only when the account has none. */
function formSchema(needsUsername: boolean) {
  return saveProfileBodySchema.extend({
    username: needsUsername ? usernameSchema : z.string().optional(),
  });
}

type Schema = ReturnType<typeof formSchema>;
export type ProfileFormValues = z.input<Schema>;
export type ProfileFormOutput = z.output<Schema>;
export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;

export const profileFields = [
  'displayName',
  'username',
  'nickname',
  'language',
  'gender',
  'joinedDate',
  'education',
  'working',
  'summary',
  'facebook',
  'instagram',
  'twitter',
] as const;

/** What the form shows for a saved profile. */
export function profileFormValues(profile: OwnProfile): ProfileFormValues {
  return {
    displayName: profile.displayName,
    username: '',
    nickname: profile.nickname,
    language: profile.language,
    gender: profile.gender,
    joinedDate: profile.joinedDate,
    education: profile.education,
    working: profile.working,
    summary: profile.summary,
    facebook: profile.facebook,
    instagram: profile.instagram,
    twitter: profile.twitter,
  };
}

/** The details form, checked with the very rules and words the server uses. */
export function useProfileForm(profile: OwnProfile): ProfileForm {
  const needsUsername = profile.username === null;
  const resolver = useMemo(() => zodResolver(formSchema(needsUsername)), [needsUsername]);
  return useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver,
    defaultValues: profileFormValues(profile),
  });
}
