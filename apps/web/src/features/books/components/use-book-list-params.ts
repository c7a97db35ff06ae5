import { slugify } from '@medshelf/shared/slug';
import { subjectNames } from '@medshelf/shared/taxonomy-data';
import { useSearchParams } from 'react-router';
import { usePreferredSubjects } from '../../preferences/index.ts';
import type { BookListParams } from '../api/book-keys.ts';
import { bookListParamsFrom } from '../api/list-books.ts';

/** The five book categories of SPEC §2: All, then each subject (the tab's value is its slug). */
export const bookTabs = [
  { value: 'all', label: 'All' },
  ...subjectNames.map((name) => ({ value: slugify(name), label: name })),
];

export interface BookListState {
  /** The tab shown as selected: 'all' or a subject slug. */
  tab: string;
  /** On "All": true while it shows only the visitor's subjects (no `?tab=all` in the link). */
  yourSubjects: boolean;
  params: BookListParams;
}

/**
 * What /book shows, all from the link (shareable, survives reload): `?tab=`, `?sort=`, `?page=`.
 * Without a tab a visitor who chose a faculty sees "All" narrowed to their own subjects, as
 * PRODUCT.md asks; `?tab=all` is every book.
 */
export function useBookListState(): BookListState {
  const [searchParams] = useSearchParams();
  const preferred = usePreferredSubjects();
  const requested = searchParams.get('tab');
  const tab = bookTabs.some((t) => t.value === requested) ? (requested as string) : 'all';
  const yourSubjects = tab === 'all' && requested !== 'all' && preferred !== null && preferred.length > 0;
  return {
    tab,
    yourSubjects,
    params: bookListParamsFrom(searchParams, tab, yourSubjects ? (preferred ?? []) : []),
  };
}
