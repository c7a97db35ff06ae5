import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useSubjectFilter } from '../../taxonomy/index.ts';
import { journalListParamsFrom } from '../api/list-journals.ts';
import { JournalList } from '../components/journal-list.tsx';
import { JournalSubjectFilter } from '../components/journal-subject-filter.tsx';

export function JournalPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const subject = useSubjectFilter();
  const params = journalListParamsFrom(searchParams);
  const title = subject ? t('journals.subjectJournals', { subject: subject.name }) : t('journals.journals');
  return (
    <PageContainer>
      <PageMeta
        title={params.page > 1 ? t('search.titlePage', { title, page: params.page }) : title}
        description={t('journals.metaDescription')}
      />
      <PageHeader title={t('journals.journals')} description={t('journals.intro')} />
      <div className="mb-6">
        <JournalSubjectFilter />
      </div>
      <JournalList params={params} subjectName={subject?.name ?? null} />
    </PageContainer>
  );
}
