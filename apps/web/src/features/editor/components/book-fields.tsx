import { libraryLimits } from '@medshelf/shared/contracts/editor';
import { InputField, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { useTaxonomy } from '../../taxonomy/index.ts';
import type { BookForm } from '../hooks/use-book-form.ts';
import { SubjectOptions } from './subject-options.tsx';

/** Every field of a book; the category list follows the subject chosen. */
export function BookFields({ form, disabled = false }: { form: BookForm; disabled?: boolean }) {
  const { register, formState, watch, setValue } = form;
  const { errors } = formState;
  const { data: taxonomy } = useTaxonomy();
  const subject = watch('subject');
  const categories = taxonomy?.categories.filter((category) => category.subject === subject) ?? [];
  const subjectField = register('subject');
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="sr-only">About the book</legend>
      <InputField
        label="Title"
        maxLength={libraryLimits.titleMaxLength}
        error={errors.title?.message}
        {...register('title')}
      />
      <InputField
        label="Authors"
        optional
        hint="Separate names with semicolons, e.g. Guyton, Arthur; Hall, John"
        error={errors.authors?.message}
        {...register('authors')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <InputField
          label="Edition"
          optional
          maxLength={libraryLimits.editionMaxLength}
          error={errors.edition?.message}
          {...register('edition')}
        />
        <InputField
          label="Year"
          optional
          inputMode="numeric"
          error={errors.year?.message}
          {...register('year')}
        />
        <InputField
          label="ISBN"
          optional
          hint="10 or 13 digits"
          error={errors.isbn?.message}
          {...register('isbn')}
        />
      </div>
      <InputField
        label="Publisher"
        optional
        maxLength={libraryLimits.publisherMaxLength}
        error={errors.publisher?.message}
        {...register('publisher')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Subject"
          error={errors.subject?.message}
          {...subjectField}
          onChange={(event) => {
            void subjectField.onChange(event);
            // A category belongs to one subject: a new subject starts that choice again.
            setValue('category', '');
          }}
        >
          <SubjectOptions placeholder="Choose a subject" />
        </SelectField>
        <SelectField label="Category" optional error={errors.category?.message} {...register('category')}>
          <option value="">{subject ? 'No category' : 'Choose a subject first'}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Description"
        optional
        maxLength={libraryLimits.descriptionMaxLength}
        error={errors.description?.message}
        {...register('description')}
      />
      <InputField
        label="External link"
        optional
        type="url"
        inputMode="url"
        maxLength={libraryLimits.urlMaxLength}
        hint="Where the book can be read or bought, when it has no PDF here."
        error={errors.externalUrl?.message}
        {...register('externalUrl')}
      />
    </fieldset>
  );
}
