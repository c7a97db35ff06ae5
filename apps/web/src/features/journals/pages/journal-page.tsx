import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSubjectFilter } from '../../taxonomy/index.ts';
import { journalListParamsFrom } from '../api/list-journals.ts';
import { JournalList } from '../components/journal-list.tsx';
import { JournalSubjectFilter } from '../components/journal-subject-filter.tsx';

export function JournalPage() {
  const [searchParams] = useSearchParams();
  const subject = useSubjectFilter();
  const params = journalListParamsFrom(searchParams);
  const page = params.page > 1 ? `, page ${params.page}` : '';
  return (
    <PageContainer>
      <PageMeta
        title={subject ? `${subject.name} journals${page}` : `Journals${page}`}
        description="Medical, dental and nursing journals by subject, with their latest articles."
      />
      <PageHeader title="Journals" description="Journals by subject, each with its latest articles." />
      <div className="mb-6">
        <JournalSubjectFilter />
      </div>
      <JournalList params={params} subjectName={subject?.name ?? null} />
    </PageContainer>
  );
}
