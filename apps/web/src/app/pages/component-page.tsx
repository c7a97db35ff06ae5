import { PageContainer } from '../../components/page-container.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** SPEC §2 lists /component without content; MedShelf uses it as its gallery of UI pieces. */
export function ComponentPage() {
  const t = useT();
  return (
    <PageContainer>
      <PageMeta title={t('app.components')} description={t('app.componentsMeta')} />
      <PageHeader title={t('app.components')} description={t('app.componentsIntro')} />
      <section aria-labelledby="components-buttons" className="space-y-3">
        <h2 id="components-buttons" className="text-xl font-semibold">
          {t('app.buttons')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass('primary')}>
            {t('app.primary')}
          </button>
          <button type="button" className={buttonClass('secondary')}>
            {t('app.secondary')}
          </button>
          <button type="button" className={buttonClass('ghost')}>
            {t('app.ghost')}
          </button>
        </div>
      </section>
      <section aria-labelledby="components-loading" className="mt-10 space-y-3">
        <h2 id="components-loading" className="text-xl font-semibold">
          {t('app.loadingPlaceholder')}
        </h2>
        <Skeleton className="h-24 max-w-md" />
      </section>
      <section aria-labelledby="components-empty" className="mt-10 space-y-3">
        <h2 id="components-empty" className="text-xl font-semibold">
          {t('app.emptyState')}
        </h2>
        <EmptyState title={t('app.nothingYet')} headingLevel={3}>
          <p>{t('app.emptyExplained')}</p>
        </EmptyState>
      </section>
    </PageContainer>
  );
}
