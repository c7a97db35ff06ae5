import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubjectFilter, useSubjectFilter } from '../../taxonomy/components/subject-filter.tsx';

interface FeedListPageProps {
  title: string;
  description: string;
  noun: string;
}

/** Articles and news share one layout: a subject filter over items gathered from feeds. */
export function FeedListPage({ title, description, noun }: FeedListPageProps) {
  const subject = useSubjectFilter();
  return (
    <PageContainer>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} description={description} />
      <SubjectFilter label={`Filter ${noun} by subject`} />
      <div className="mt-6">
        <EmptyState title={subject ? `No ${subject.name} ${noun} yet` : `No ${noun} yet`}>
          <p>New {noun} arrive here from the journals and sources our editors follow.</p>
        </EmptyState>
      </div>
    </PageContainer>
  );
}
