import type { LibraryKind } from './library-items.ts';

/**
 * Query keys of the editor screen. Everything here is one editor's work in progress, so it
 * lives apart from the public lists' keys; a change refreshes both where both show it.
 */
export const editorKeys = {
  all: ['editor'] as const,
  feeds: ['editor', 'feeds'] as const,
  lists: (kind: LibraryKind) => ['editor', kind, 'list'] as const,
  details: (kind: LibraryKind) => ['editor', kind, 'detail'] as const,
  bookPage: (page: number, after: string) => ['editor', 'books', 'list', page, after] as const,
  book: (id: string) => ['editor', 'books', 'detail', id] as const,
  journalPage: (page: number, after: string) => ['editor', 'journals', 'list', page, after] as const,
  journal: (slug: string) => ['editor', 'journals', 'detail', slug] as const,
  reportLists: ['editor', 'reports', 'list'] as const,
  reportPage: (page: number) => ['editor', 'reports', 'list', page] as const,
  reportedComments: ['editor', 'reports', 'comments'] as const,
};
