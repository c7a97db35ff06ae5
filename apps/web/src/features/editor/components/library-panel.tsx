import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import type { EditorNoun } from './confirm-delete-dialog.tsx';
import { listNotReady, PanelHeader } from './panel-parts.tsx';
import { TaxonomyGate } from './subject-options.tsx';

/** What the tab shows besides its list: nothing, the form for a new item, or one item's editor. */
export type PanelMode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; key: string };

export type LibraryNoun = Exclude<EditorNoun, 'feed'>;

const counts: Record<LibraryNoun, MessageId> = { book: 'books.count', journal: 'journals.count' };

interface ItemPage<Item> {
  items: Item[];
  total: number;
  pageSize: number;
  next?: string | null | undefined;
}

interface LibraryPanelProps<Item> {
  /** Picks the counts, labels and messages. */
  noun: LibraryNoun;
  title: string;
  description: string;
  /** What the empty list suggests. */
  emptyHint: string;
  /** `after`: the cursor of the page before, from the pager's Next link; empty: by page number. */
  useList(page: number, after: string): UseQueryResult<ItemPage<Item>>;
  /** The list item of one item; `edit` opens its editor. */
  row(item: Item, edit: () => void): ReactNode;
  /** The key its editor is opened with (a book's id, a journal's slug). */
  keyOf(item: Item): string;
  /** The form for a new item or one item's editor; `done` goes back to the list. */
  form(mode: Exclude<PanelMode, { kind: 'list' }>, done: () => void): ReactNode;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
  );
}

/** The Books and Journals tabs: every item, a page at a time; add one, edit or delete each. */
export function LibraryPanel<Item>({
  noun,
  title,
  description,
  emptyHint,
  useList,
  row,
  keyOf,
  form,
}: LibraryPanelProps<Item>) {
  const page = usePageParam();
  const [searchParams] = useSearchParams();
  const list = useList(page, searchParams.get('after') ?? '');
  const [mode, setMode] = useState<PanelMode>({ kind: 'list' });
  const t = useT();
  const format = useFormat();

  let items = listNotReady(
    list,
    t(`editor.${noun}.offlineList` as const),
    <Loading label={t(`editor.${noun}.loadingList` as const)} />,
  );
  if (!items && list.data) {
    const { total, pageSize } = list.data;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    items =
      total === 0 ? (
        <EmptyState title={t(`editor.${noun}.empty` as const)} headingLevel={3}>
          <p>{emptyHint}</p>
        </EmptyState>
      ) : (
        <div aria-busy={list.isPlaceholderData}>
          <p className="mb-3 text-sm text-slate-700">
            {format.count(counts[noun], total)}
            {pageCount > 1 ? t('editor.pageOf', { page, count: pageCount }) : ''}
          </p>
          <ul className="space-y-3" aria-label={title}>
            {list.data.items.map((item) => (
              <Fragment key={keyOf(item)}>
                {row(item, () => setMode({ kind: 'edit', key: keyOf(item) }))}
              </Fragment>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCount}
            label={t(`editor.${noun}.pages` as const)}
            next={list.data.next}
          />
        </div>
      );
  }

  return (
    <div className="space-y-6">
      <PanelHeader
        title={title}
        description={description}
        action={
          mode.kind === 'list' ? (
            <button type="button" className={buttonClass('primary')} onClick={() => setMode({ kind: 'new' })}>
              {t(`editor.${noun}.add` as const)}
            </button>
          ) : null
        }
      />
      {mode.kind === 'list' ? null : (
        <TaxonomyGate>{form(mode, () => setMode({ kind: 'list' }))}</TaxonomyGate>
      )}
      {items}
    </div>
  );
}
