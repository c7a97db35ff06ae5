import { libraryLimits } from '@medshelf/shared/contracts/editor';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import type { BookForm } from '../hooks/use-book-form.ts';
import { SubjectOptions } from './subject-options.tsx';

/** Every field of a book; the category list follows the subject chosen. */
export function BookFields({ form, disabled = false }: { form: BookForm; disabled?: boolean }) {
  const { register, formState, watch, setValue } = form;
  const { errors } = formState;
  const t = useT();
  const { data: taxonomy } = useTaxonomy();
  const subject = watch('subject');
  const categories = taxonomy?.categories.filter((category) => category.subject === subject) ?? [];
  const subjectField = register('subject');
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="sr-only">{t('editor.book.about')}</legend>
      <InputField
        label={t('editor.book.titleField')}
        maxLength={libraryLimits.titleMaxLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <InputField
        label={t('editor.book.authors')}
        optional
        hint={t('editor.book.authorsHint')}
        error={errors.authors?.message}
        {...register('authors')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <InputField
          label={t('editor.book.edition')}
          optional
          maxLength={libraryLimits.editionMaxLength}
          error={errors.edition?.message}
          {...register('edition')}
        />
        <InputField
          label={t('editor.book.year')}
          optional
          inputMode="numeric"
          error={errors.year?.message}
          {...register('year')}
        />
        <InputField
          label={t('editor.book.isbn')}
          optional
          hint={t('editor.book.isbnHint')}
          error={errors.isbn?.message}
          {...register('isbn')}
        />
      </div>
      <InputField
        label={t('editor.field.publisher')}
        optional
        maxLength={libraryLimits.publisherMaxLength}
        error={errors.publisher?.message}
        {...register('publisher')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('editor.field.subject')}
          error={errors.subject?.message}
          {...subjectField}
          onChange={(event) => {
            void subjectField.onChange(event);
            // A category belongs to one subject: a new subject starts that choice again.
            setValue('category', '');
          }}
        >
          <SubjectOptions placeholder={t('editor.field.chooseSubject')} />
        </SelectField>
        <SelectField
          label={t('editor.book.category')}
          optional
          error={errors.category?.message}
          {...register('category')}
        >
          <option value="">{subject ? t('editor.book.noCategory') : t('editor.book.subjectFirst')}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('editor.field.description')}
        optional
        maxLength={libraryLimits.descriptionMaxLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <InputField
        label={t('editor.book.externalLink')}
        optional
        type="url"
        inputMode="url"
        maxLength={libraryLimits.urlMaxLength}
        hint={t('editor.book.externalLinkHint')}
        error={errors.externalUrl?.message}
        {...register('externalUrl')}
      />
    </fieldset>
  );
}
