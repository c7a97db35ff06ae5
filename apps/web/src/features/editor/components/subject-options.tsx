import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useTaxonomy } from '../../taxonomy/index.ts';

/** The site's subjects as <option>s, for the editor's forms. */
export function SubjectOptions({ placeholder }: { placeholder: string }) {
  const { data: taxonomy } = useTaxonomy();
  const t = useT();
  return (
    <>
      <option value="">{taxonomy ? placeholder : t('editor.loadingSubjects')}</option>
      {taxonomy?.subjects.map((subject) => (
        <option key={subject.slug} value={subject.slug}>
          {subject.name}
        </option>
      ))}
    </>
  );
}

/** A subject's name from its slug; the slug itself until the taxonomy has loaded. */
export function useSubjectName(): (slug: string | null) => string | null {
  const { data: taxonomy } = useTaxonomy();
  return (slug) => (slug ? (taxonomy?.subjects.find((s) => s.slug === slug)?.name ?? slug) : null);
}

/**
 * Forms render once the subjects are known, so a select shows the value it holds from the start
 * (a book's subject and category, a feed's subject) rather than an empty choice.
 */
export function TaxonomyGate({ children }: { children: ReactNode }) {
  const { data: taxonomy, isError, refetch, fetchStatus } = useTaxonomy();
  const t = useT();
  if (taxonomy) return children;
  if (isError) {
    return <LoadFailed message={t('editor.subjectsFailed')} onRetry={() => refetch()} />;
  }
  if (fetchStatus === 'paused') return <p className="text-slate-700">{t('editor.formOffline')}</p>;
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('editor.loadingForm')}</span>
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
    </div>
  );
}
