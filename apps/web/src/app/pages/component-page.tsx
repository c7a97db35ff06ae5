import { PageContainer } from '../../components/page-container.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** SPEC §2 lists /component without content; MedShelf uses it as its gallery of UI pieces. */
export function ComponentPage() {
  return (
    <PageContainer>
      <PageMeta title="Components" description="The building blocks of MedShelf pages." />
      <PageHeader title="Components" description="The building blocks MedShelf pages are made of." />
      <section aria-labelledby="components-buttons" className="space-y-3">
        <h2 id="components-buttons" className="text-xl font-semibold">
          Buttons
        </h2>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass('primary')}>
            Primary
          </button>
          <button type="button" className={buttonClass('secondary')}>
            Secondary
          </button>
          <button type="button" className={buttonClass('ghost')}>
            Ghost
          </button>
        </div>
      </section>
      <section aria-labelledby="components-loading" className="mt-10 space-y-3">
        <h2 id="components-loading" className="text-xl font-semibold">
          Loading placeholder
        </h2>
        <Skeleton className="h-24 max-w-md" />
      </section>
      <section aria-labelledby="components-empty" className="mt-10 space-y-3">
        <h2 id="components-empty" className="text-xl font-semibold">
          Empty state
        </h2>
        <EmptyState title="Nothing here yet" headingLevel={3}>
          <p>Lists show this when they have no items, with a way forward.</p>
        </EmptyState>
      </section>
    </PageContainer>
  );
}
