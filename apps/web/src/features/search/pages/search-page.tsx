import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function SearchPage() {
  const { searchText = '' } = useParams();
  return (
    <PageContainer>
      <PageMeta title={`Search: ${searchText}`} />
      <PageHeader title={`Results for “${searchText}”`} />
      <EmptyState title={`Nothing matches “${searchText}” yet`}>
        <p>Try a shorter word, a topic such as “cardiology”, or browse slides and books by subject.</p>
      </EmptyState>
    </PageContainer>
  );
}
