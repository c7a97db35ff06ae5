import type { OwnProfile } from '@medshelf/shared';
import { peopleLimits } from '@medshelf/shared/contracts/people';
import { messages } from '@medshelf/shared/messages';
import { paths } from '@medshelf/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormAlert, InputField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { placeServerErrors } from '../../../lib/server-errors.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import type { PhotoUpload } from '../hooks/use-photo-upload.ts';
import { profileFields, profileFormValues, useProfileForm } from '../hooks/use-profile-form.ts';

/**
 * Every detail of SPEC §3 with the server's own rules. A refusal puts each message by its field
 * and keeps everything typed; a username is asked for only when the account has none yet. A
 * photo chosen but not yet uploaded is saved with the details.
 */
export function ProfileDetailsForm({ profile, photo }: { profile: OwnProfile; photo: PhotoUpload }) {
  const t = useT();
  const form = useProfileForm(profile);
  const save = useSaveProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const needsUsername = profile.username === null;
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const error = (field: keyof typeof errors) => errors[field]?.message;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(needsUsername ? values : { ...values, username: undefined });
      form.reset(profileFormValues(saved));
      notify('success', saved.usernameAdded ? messages.usernameAdded : t('profile.saved'));
      // A photo chosen above is part of what was saved; its own errors show beside it.
      await photo.upload();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      const placed =
        apiError !== null &&
        placeServerErrors(form.setError, apiError, profileFields, { conflictField: 'username' });
      if (!placed) setFormError(apiError?.message ?? messages.checkConnection);
      notify('error', t('profile.notSaved'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="details-heading">
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="details-heading" className="text-lg font-semibold text-slate-900">
          {t('profile.aboutYou')}
        </h2>
        <InputField
          label={t('profile.name')}
          autoComplete="name"
          error={error('displayName')}
          {...register('displayName')}
        />
        {needsUsername ? (
          <InputField
            label={t('profile.username')}
            autoComplete="username"
            hint={t('profile.usernameHint')}
            error={error('username')}
            {...register('username')}
          />
        ) : (
          <p className="text-sm text-slate-700">
            {t('profile.usernameIs')} <span className="font-semibold">@{profile.username}</span>.{' '}
            {profile.username ? (
              <Link to={paths.profile(profile.username)} className="font-semibold text-brand-800 underline">
                {t('profile.seeYours')}
              </Link>
            ) : null}
          </p>
        )}
        <TextAreaField
          label={t('profile.summary')}
          optional
          rows={4}
          hint={t('profile.summaryHint', { max: peopleLimits.summaryMaxLength })}
          error={error('summary')}
          {...register('summary')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('profile.nickname')}
            optional
            error={error('nickname')}
            {...register('nickname')}
          />
          <InputField
            label={t('profile.joinedYear')}
            optional
            inputMode="numeric"
            placeholder={t('profile.joinedYearExample')}
            error={error('joinedDate')}
            {...register('joinedDate')}
          />
          <InputField
            label={t('profile.languages')}
            optional
            error={error('language')}
            {...register('language')}
          />
          <InputField label={t('profile.gender')} optional error={error('gender')} {...register('gender')} />
        </div>
        <InputField
          label={t('profile.education')}
          optional
          placeholder={t('profile.educationExample')}
          error={error('education')}
          {...register('education')}
        />
        <InputField
          label={t('profile.work')}
          optional
          placeholder={t('profile.workExample')}
          error={error('working')}
          {...register('working')}
        />
      </section>
      <section
        aria-labelledby="links-heading"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="links-heading" className="text-lg font-semibold text-slate-900">
          {t('profile.links')}
        </h2>
        {(
          [
            ['facebook', t('profile.facebookLink'), t('profile.facebookExample')],
            ['instagram', t('profile.instagramLink'), t('profile.instagramExample')],
            ['twitter', t('profile.twitterLink'), t('profile.twitterExample')],
          ] as const
        ).map(([field, label, example]) => (
          <InputField
            key={field}
            label={label}
            optional
            // A handle is welcome too (the contract turns it into the address), so not type="url".
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={example}
            error={error(field)}
            {...register(field)}
          />
        ))}
      </section>
      <FormAlert message={formError} />
      <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={isSubmitting}>
        {isSubmitting ? t('profile.saving') : t('profile.saveDetails')}
      </button>
    </form>
  );
}
