import type { TaxonomyResponse } from '@medshelf/shared';
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import type { SearchParams } from '../api/search-keys.ts';
import { hasFilters, searchUrl } from '../search-url.ts';

type Filters = Pick<SearchParams, 'faculty' | 'subject' | 'category'>;

/**
 * The choices that still make sense together: a faculty narrows the subjects to its own, a
 * subject (or the faculty's subjects) narrows the categories.
 */
function choices(taxonomy: TaxonomyResponse | undefined, { faculty, subject }: Filters) {
  const facultySubjects = taxonomy?.faculties.find((f) => f.slug === faculty)?.subjects;
  const subjects = (taxonomy?.subjects ?? []).filter(
    (s) => !facultySubjects || facultySubjects.includes(s.slug),
  );
  const categories = (taxonomy?.categories ?? []).filter((c) =>
    subject ? c.subject === subject : !facultySubjects || facultySubjects.includes(c.subject),
  );
  return { faculties: taxonomy?.faculties ?? [], subjects, categories };
}

/** A filter that no longer fits the others (a category outside a newly chosen subject) is dropped. */
function consistent(taxonomy: TaxonomyResponse | undefined, filters: Filters): Filters {
  const { subjects, categories } = choices(taxonomy, filters);
  const subject = subjects.some((s) => s.slug === filters.subject) ? filters.subject : undefined;
  const category = categories.some((c) => c.slug === filters.category) ? filters.category : undefined;
  return { faculty: filters.faculty, subject, category };
}

function Select(props: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {props.children}
      </select>
    </div>
  );
}

/**
 * Open where there is room (a laptop) or when a filter is on; on a phone the three pickers stay
 * folded under one line, so the results start on the first screen. Before paint, so the
 * filters never fold or unfold after the page has drawn. The server cannot tell a laptop from
 * a phone: where there is room, the stylesheet shows the pickers of the folded disclosure it
 * drew, so they are there before the app starts and opening it moves nothing.
 */
function useFiltersOpen(active: number) {
  const [open, setOpen] = useState(active > 0);
  useLayoutEffect(() => {
    if (window.matchMedia('(min-width: 40rem)').matches) setOpen(true);
  }, []);
  return [open, setOpen] as const;
}

/**
 * Faculty, subject and category, kept in the address (`?faculty=&subject=&category=`): a
 * filtered search can be shared, and Back undoes a filter. A new filter starts at page 1.
 */
export function SearchFilters({ params }: { params: SearchParams }) {
  const t = useT();
  const navigate = useNavigate();
  const { data: taxonomy } = useTaxonomy();
  const active = [params.faculty, params.subject, params.category].filter(Boolean).length;
  const [open, setOpen] = useFiltersOpen(active);
  const { faculties, subjects, categories } = choices(taxonomy, params);
  const apply = (change: Filters) => {
    const filters = consistent(taxonomy, { ...params, ...change });
    navigate(searchUrl({ ...params, ...filters, page: 1 }), { preventScrollReset: true });
  };
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mb-6 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4 sm:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-900 sm:hidden">
        {active ? t('search.filtersOn', { active }) : t('search.filters')}
      </summary>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:mt-0 sm:grid-cols-3">
        <Select
          label={t('search.faculty')}
          value={params.faculty}
          onChange={(value) => apply({ faculty: value || undefined })}
        >
          <option value="">{t('search.allFaculties')}</option>
          {faculties.map((f) => (
            <option key={f.slug} value={f.slug}>
              {f.faculty}
            </option>
          ))}
        </Select>
        <Select
          label={t('search.subject')}
          value={params.subject}
          onChange={(value) => apply({ subject: value || undefined })}
        >
          <option value="">{t('search.allSubjects')}</option>
          {subjects.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('search.category')}
          value={params.category}
          onChange={(value) => apply({ category: value || undefined })}
        >
          <option value="">{t('search.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      {hasFilters(params) ? (
        <Link
          to={searchUrl({ q: params.q, type: params.type })}
          preventScrollReset
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          {t('search.clearFilters')}
        </Link>
      ) : null}
    </details>
  );
}
