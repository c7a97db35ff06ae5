import type { Feed, FeedKind } from '@medshelf/shared';
import { feedInputSchema, feedLimits } from '@medshelf/shared/contracts/feeds';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormAlert, InputField, SelectField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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
        notify('success', `“${input.sourceName}” is saved.`);
      } else {
        await create.mutateAsync(input);
        notify('success', `“${input.sourceName}” is added. Its first fetch has started.`);
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
        {feed ? `Edit ${feed.sourceName}` : 'Add a feed'}
      </h3>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-labelledby={headingId}>
        <fieldset disabled={isSubmitting} className="space-y-5">
          <InputField
            label="Feed URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={feedLimits.urlMaxLength}
            hint="The address of the RSS or Atom feed, e.g. https://journal.example/rss"
            error={errors.url?.message}
            {...form.register('url')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label="Kind" error={errors.kind?.message} {...form.register('kind')}>
              <option value="article">Articles</option>
              <option value="news">News</option>
            </SelectField>
            <SelectField
              label="Subject"
              hint="Leave it at “Several subjects” when the feed spans them."
              error={errors.subject?.message}
              {...form.register('subject')}
            >
              <SubjectOptions placeholder="Several subjects" />
            </SelectField>
          </div>
          <InputField
            label="Source name"
            maxLength={feedLimits.sourceNameMaxLength}
            hint="Shown on every item, e.g. Indian Journal of Surgery"
            error={errors.sourceName?.message}
            {...form.register('sourceName')}
          />
        </fieldset>
        <FormAlert message={alert} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : feed ? 'Save feed' : 'Add feed'}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
