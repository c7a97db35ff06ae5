import type { Feed, FeedKind } from '@medshelf/shared';
import { feedInputSchema, feedLimits } from '@medshelf/shared/contracts/feeds';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormAlert, InputField, SelectField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { placeServerErrors } from '../../../lib/server-errors.ts';
import { useCreateFeed } from '../api/create-feed.ts';
import { useUpdateFeed } from '../api/update-feed.ts';
import { schemaResolver } from '../hooks/schema-resolver.ts';
import { SubjectOptions } from './subject-options.tsx';

interface FeedFormValues {
  url: string;
  kind: FeedKind;
  sourceName: string;
  subject: string;
}

const fields = ['url', 'kind', 'sourceName', 'subject'] as const;

const resolver = schemaResolver<FeedFormValues, typeof feedInputSchema>(feedInputSchema, (values) => ({
  ...values,
  subject: values.subject || null,
}));

function valuesOf(feed: Feed | undefined): FeedFormValues {
  return feed
    ? { url: feed.url, kind: feed.kind, sourceName: feed.sourceName, subject: feed.subject ?? '' }
    : { url: '', kind: 'article', sourceName: '', subject: '' };
}

interface FeedFormProps {
  /** The feed to edit; a new one when absent. */
  feed?: Feed;
  onDone(): void;
}

/** Add or edit a feed, checked with the shared schema; nothing typed is lost on an error. */
export function FeedForm({ feed, onDone }: FeedFormProps) {
  const headingId = useId();
  const t = useT();
  const serverText = useServerText();
  const heading = useRef<HTMLHeadingElement>(null);
  const create = useCreateFeed();
  const update = useUpdateFeed();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<FeedFormValues, unknown, z.output<typeof feedInputSchema>>({
    resolver,
    defaultValues: valuesOf(feed),
  });
  const { errors, isSubmitting } = form.formState;

  // The form opens above the list: take the reader there.
  useEffect(() => heading.current?.focus(), []);

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      if (feed) {
        await update.mutateAsync({ id: feed.id, patch: input });
        notify('success', t('editor.saved', { name: input.sourceName }));
      } else {
        await create.mutateAsync(input);
        notify('success', t('editor.feed.addedFetching', { name: input.sourceName }));
      }
      onDone();
    } catch (error) {
      if (
        error instanceof ApiError &&
        placeServerErrors(form.setError, error, fields, { conflictField: 'url' })
      )
        return;
      setAlert(failureMessage(error));
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-700 bg-white p-4 sm:p-6">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {feed ? t('editor.feed.editNamed', { name: feed.sourceName }) : t('editor.feed.add')}
      </h3>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-labelledby={headingId}>
        <fieldset disabled={isSubmitting} className="space-y-5">
          <InputField
            label={t('editor.feed.url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={feedLimits.urlMaxLength}
            hint={t('editor.feed.urlHint')}
            error={errors.url?.message}
            {...form.register('url')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={t('editor.feed.kind')}
              error={errors.kind?.message}
              {...form.register('kind')}
            >
              <option value="article">{t('editor.feed.articles')}</option>
              <option value="news">{t('editor.feed.news')}</option>
            </SelectField>
            <SelectField
              label={t('editor.field.subject')}
              hint={t('editor.feed.subjectHint', { several: t('editor.feed.severalSubjects') })}
              error={errors.subject?.message}
              {...form.register('subject')}
            >
              <SubjectOptions placeholder={t('editor.feed.severalSubjects')} />
            </SelectField>
          </div>
          <InputField
            label={t('editor.feed.sourceName')}
            maxLength={feedLimits.sourceNameMaxLength}
            hint={t('editor.feed.sourceNameHint')}
            error={errors.sourceName?.message}
            {...form.register('sourceName')}
          />
        </fieldset>
        <FormAlert message={alert === null ? null : serverText(alert)} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
            {isSubmitting
              ? t('editor.saving')
              : feed
                ? t('editor.feed.saveButton')
                : t('editor.feed.addButton')}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={onDone}>
            {t('editor.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
