import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubjectFilter, useSubjectFilter } from '../../taxonomy/components/subject-filter.tsx';

export function JournalPage() {
  const subject = useSubjectFilter();
  return (
    <PageContainer>
      <PageMeta
        title="Journals"
        description="Medical, dental and nursing journals by subject, with their latest articles."
      />
      <PageHeader title="Journals" description="Journals by subject, each with its latest articles." />
      <SubjectFilter label="Filter journals by subject" />
      <div className="mt-6">
        <EmptyState title={subject ? `No ${subject.name} journals yet` : 'No journals yet'}>
          <p>Our editors are adding journals. Meanwhile, slides and books are open to everyone.</p>
        </EmptyState>
      </div>
    </PageContainer>
  );
}
