import type { Feed } from '@medshelf/shared';
import { libraryLimits } from '@medshelf/shared/contracts/editor';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import type { JournalForm } from '../hooks/use-journal-form.ts';
import { SubjectOptions } from './subject-options.tsx';

interface JournalFieldsProps {
  form: JournalForm;
  /** The registered feeds, to link one by its URL. */
  feeds: Feed[];
  disabled?: boolean;
}

/** Every field of a journal, the feed its latest articles come from among them. */
export function JournalFields({ form, feeds, disabled = false }: JournalFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="sr-only">About the journal</legend>
      <InputField
        label="Name"
        maxLength={libraryLimits.nameMaxLength}
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        label="Slug"
        optional
        maxLength={libraryLimits.slugMaxLength}
        spellCheck={false}
        hint="Its address: /journaldetails?journal=slug. Made from the name when left empty."
        error={errors.slug?.message}
        {...register('slug')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Publisher"
          optional
          maxLength={libraryLimits.publisherMaxLength}
          error={errors.publisher?.message}
          {...register('publisher')}
        />
        <InputField
          label="ISSN"
          optional
          hint="e.g. 0972-2068"
          error={errors.issn?.message}
          {...register('issn')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Subject" error={errors.subject?.message} {...register('subject')}>
          <SubjectOptions placeholder="Choose a subject" />
        </SelectField>
        <InputField
          label="Homepage"
          optional
          type="url"
          inputMode="url"
          maxLength={libraryLimits.urlMaxLength}
          error={errors.homepage?.message}
          {...register('homepage')}
        />
      </div>
      <TextAreaField
        label="Description"
        optional
        maxLength={libraryLimits.descriptionMaxLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label="Feed"
        optional
        hint="Its latest articles come from this feed. Add the feed under Feeds first."
        error={errors.feedId?.message}
        {...register('feedId')}
      >
        <option value="">No feed</option>
        {feeds.map((feed) => (
          <option key={feed.id} value={feed.id}>
            {feed.sourceName}: {feed.url}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
