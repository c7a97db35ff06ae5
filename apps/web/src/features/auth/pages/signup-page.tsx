import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function SignupPage() {
  return (
    <PageContainer narrow>
      <PageMeta
        title="Join MedShelf"
        description="Create a free MedShelf account to upload slides and keep playlists."
      />
      <PageHeader
        title="Join MedShelf"
        description="A free account lets you upload slides, keep playlists and follow classmates."
      />
      <EmptyState title="Accounts open soon">
        <p>Everything on MedShelf can be read without an account in the meantime.</p>
      </EmptyState>
    </PageContainer>
  );
}
