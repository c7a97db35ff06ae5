import type { Feed } from '@medshelf/shared';
import { libraryLimits } from '@medshelf/shared/contracts/editor';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="sr-only">{t('editor.journal.about')}</legend>
      <InputField
        label={t('editor.journal.name')}
        maxLength={libraryLimits.nameMaxLength}
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        label={t('editor.journal.slug')}
        optional
        maxLength={libraryLimits.slugMaxLength}
        spellCheck={false}
        hint={t('editor.journal.slugHint')}
        error={errors.slug?.message}
        {...register('slug')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('editor.field.publisher')}
          optional
          maxLength={libraryLimits.publisherMaxLength}
          error={errors.publisher?.message}
          {...register('publisher')}
        />
        <InputField
          label={t('editor.journal.issn')}
          optional
          hint={t('editor.journal.issnHint')}
          error={errors.issn?.message}
          {...register('issn')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('editor.field.subject')}
          error={errors.subject?.message}
          {...register('subject')}
        >
          <SubjectOptions placeholder={t('editor.field.chooseSubject')} />
        </SelectField>
        <InputField
          label={t('editor.journal.homepage')}
          optional
          type="url"
          inputMode="url"
          maxLength={libraryLimits.urlMaxLength}
          error={errors.homepage?.message}
          {...register('homepage')}
        />
      </div>
      <TextAreaField
        label={t('editor.field.description')}
        optional
        maxLength={libraryLimits.descriptionMaxLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={t('editor.journal.feedField')}
        optional
        hint={t('editor.journal.feedHint')}
        error={errors.feedId?.message}
        {...register('feedId')}
      >
        <option value="">{t('editor.journal.noFeed')}</option>
        {feeds.map((feed) => (
          <option key={feed.id} value={feed.id}>
            {feed.sourceName}: {feed.url}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
