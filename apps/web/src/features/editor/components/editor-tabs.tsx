import { paths } from '@medshelf/shared/routes';
import * as Tabs from '@radix-ui/react-tabs';
import { useNavigate } from 'react-router';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { BooksPanel } from './books-panel.tsx';
import { FeedsPanel } from './feeds-panel.tsx';
import { JournalsPanel } from './journals-panel.tsx';
import { ReportsPanel } from './reports-panel.tsx';

export const editorTabs = [
  { value: 'books', label: 'editor.tab.books' },
  { value: 'journals', label: 'editor.tab.journals' },
  { value: 'feeds', label: 'editor.tab.feeds' },
  { value: 'reports', label: 'editor.tab.reports' },
] as const satisfies readonly { value: string; label: MessageId }[];
export type EditorTab = (typeof editorTabs)[number]['value'];

export function isEditorTab(value: string | undefined): value is EditorTab {
  return editorTabs.some((tab) => tab.value === value);
}

const triggerClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-2 text-sm sm:px-4 font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm sm:flex-none';

/** Books, Journals, Feeds, Reports: the tab is in the address (/editor/feeds), so a reload keeps it. */
export function EditorTabs({ tab }: { tab: EditorTab }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Tabs.Root value={tab} onValueChange={(next) => isEditorTab(next) && navigate(paths.editor(next))}>
      <Tabs.List
        aria-label={t('editor.tabs')}
        className="flex w-full rounded-lg border border-slate-300 bg-slate-100 p-1 sm:inline-flex sm:w-auto"
      >
        {editorTabs.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} className={triggerClass}>
            {t(item.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="books" className="mt-6">
        <BooksPanel />
      </Tabs.Content>
      <Tabs.Content value="journals" className="mt-6">
        <JournalsPanel />
      </Tabs.Content>
      <Tabs.Content value="feeds" className="mt-6">
        <FeedsPanel />
      </Tabs.Content>
      <Tabs.Content value="reports" className="mt-6">
        <ReportsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
