/** Query keys of everything about journals: `['journals']` refreshes all of them. */
export const journalKeys = {
  all: ['journals'] as const,
  list: (params: JournalListParams) => ['journals', 'list', params] as const,
  detail: (slug: string) => ['journals', 'detail', slug] as const,
};

export interface JournalListParams {
  /** 'all' or a subject slug. */
  subject: string;
  page: number;
  pageSize: number;
  /** The `next` cursor of the page before, from the pager's Next link; empty: by page number. */
  after: string;
}
