import { slugify } from '@medshelf/shared/slug';
import { subjectNames } from '@medshelf/shared/taxonomy-data';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The five book categories of SPEC §2: All, then each subject. */
const bookTabs = [
  { value: 'all', label: 'All' },
  ...subjectNames.map((name) => ({ value: slugify(name), label: name })),
];

export function BookPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = bookTabs.some((tab) => tab.value === requested) ? (requested as string) : 'all';

  return (
    <PageContainer>
      <PageMeta
        title="Books"
        description="Textbooks for basic science, clinical science, dental and nursing students, to read online or download."
      />
      <PageHeader title="Books" description="Textbooks to read in your browser or download." />
      <Tabs.Root
        value={active}
        onValueChange={(value) => setSearchParams(value === 'all' ? {} : { tab: value }, { replace: true })}
      >
        <Tabs.List
          aria-label="Book categories"
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {bookTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {bookTabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="pt-6">
            <EmptyState title={tab.value === 'all' ? 'No books yet' : `No ${tab.label} books yet`}>
              <p>Our editors are adding textbooks. Check back soon, or browse slides in the meantime.</p>
            </EmptyState>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
