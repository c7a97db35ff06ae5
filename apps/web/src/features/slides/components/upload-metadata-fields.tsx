import { deckLimits } from '@medshelf/shared/deck-limits';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { InputField } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import type { DeckForm } from '../hooks/use-upload-form.ts';
import { UploadTagsInput } from './upload-tags-input.tsx';

const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 disabled:bg-slate-100 aria-[invalid]:border-red-700';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** Title, description, category, sub-category, tags and "allow download" of a deck. */
export function UploadMetadataFields({ form, disabled = false }: { form: DeckForm; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const { register, formState, watch, setValue, control } = form;
  const { errors } = formState;
  const { data: taxonomy, isError, refetch } = useTaxonomy();
  const categorySlug = watch('category');
  const category = taxonomy?.categories.find((c) => c.slug === categorySlug);
  const describe = (name: string, message: string | undefined) =>
    message ? `${id}-${name}-error` : undefined;

  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="sr-only">{t('upload.about')}</legend>
      <InputField
        label={t('upload.title')}
        maxLength={deckLimits.titleMaxLength}
        error={errors.title?.message}
        {...register('title')}
      />

      <div>
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-800">
          {t('upload.description')} <span className="font-normal text-slate-600">{t('upload.optional')}</span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={deckLimits.descriptionMaxLength}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describe('description', errors.description?.message)}
          className={`${controlClass} py-2`}
          {...register('description')}
        />
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
            {t('upload.category')}
          </label>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <select
                id={`${id}-category`}
                aria-invalid={errors.category ? true : undefined}
                aria-describedby={describe('category', errors.category?.message)}
                className={controlClass}
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  // A sub-category belongs to one category: a new category starts that choice again.
                  setValue('subCategory', '');
                }}
              >
                <option value="">
                  {taxonomy ? t('upload.chooseCategory') : t('upload.loadingCategories')}
                </option>
                {taxonomy?.subjects.map((subject) => (
                  <optgroup key={subject.slug} label={subject.name}>
                    {taxonomy.categories
                      .filter((c) => c.subject === subject.slug)
                      .map((c) => (
                        <option key={c.slug} value={c.slug}>
                          {c.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          />
          <FieldError id={`${id}-category-error`} message={errors.category?.message} />
          {isError ? (
            <p className="mt-1 text-sm text-slate-700">
              {t('upload.categoriesFailed')}{' '}
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => refetch()}
              >
                {t('common.tryAgain')}
              </button>
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-sub`} className="block text-sm font-medium text-slate-800">
            {t('upload.subCategory')}
          </label>
          <Controller
            control={control}
            name="subCategory"
            render={({ field }) => (
              <select
                id={`${id}-sub`}
                aria-invalid={errors.subCategory ? true : undefined}
                aria-describedby={describe('subCategory', errors.subCategory?.message)}
                className={controlClass}
                {...field}
              >
                <option value="">
                  {category ? t('upload.chooseSubCategory') : t('upload.chooseCategoryFirst')}
                </option>
                {category?.subCategories.map((sub) => (
                  <option key={sub.slug} value={sub.slug}>
                    {sub.name}
                  </option>
                ))}
              </select>
            )}
          />
          <FieldError id={`${id}-subCategory-error`} message={errors.subCategory?.message} />
        </div>
      </div>

      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <UploadTagsInput
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? tagError(errors.tags)}
            disabled={disabled}
          />
        )}
      />

      <div className="flex items-start gap-3">
        <input
          id={`${id}-download`}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
          aria-describedby={`${id}-download-hint`}
          {...register('allowDownload')}
        />
        <div>
          <label htmlFor={`${id}-download`} className="font-medium text-slate-800">
            {t('upload.allowDownload')}
          </label>
          <p id={`${id}-download-hint`} className="text-sm text-slate-600">
            {t('upload.downloadHint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/** A message for one bad tag sits in the array's items; show the first. */
function tagError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const first = error.find((item): item is { message: string } => typeof item?.message === 'string');
  return first?.message;
}
