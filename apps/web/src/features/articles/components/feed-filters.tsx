import type { FeedKind } from '@medshelf/shared';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';
import { useFeedSources } from '../api/list-feed-sources.ts';

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 sm:w-auto sm:max-w-72';

/** A filter kept in the URL: shareable, survives reload; a new choice starts again at page 1. */
function useFilterParam(name: 'subject' | 'source') {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) ?? '';
  const set = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set(name, next);
    else params.delete(name);
    params.delete('page');
    setSearchParams(params, { replace: true });
  };
  return [value, set] as const;
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** Subject and source filters of an article or news list. */
export function FeedFilters({ kind }: { kind: FeedKind }) {
  const t = useT();
  const [subject, setSubject] = useFilterParam('subject');
  const [source, setSource] = useFilterParam('source');
  const { data: taxonomy } = useTaxonomy();
  const { data: sources } = useFeedSources(kind);
  // A shared link may name a source that has no items now: keep it visible as the choice made.
  const knownSource = !source || sources?.items.some((item) => item.slug === source);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
      <FilterSelect label={t('books.subject')} value={subject} onChange={setSubject}>
        <option value="">{t('search.allSubjects')}</option>
        {taxonomy?.subjects.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('feeds.source')} value={source} onChange={setSource}>
        <option value="">{t('feeds.allSources')}</option>
        {knownSource ? null : <option value={source}>{source}</option>}
        {sources?.items.map((item) => (
          <option key={item.slug} value={item.slug}>
            {item.name} ({item.itemCount})
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
