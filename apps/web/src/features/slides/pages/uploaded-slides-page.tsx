import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function UploadedSlidesPage() {
  return (
    <PageContainer>
      <PageMeta title="Your uploads" />
      <PageHeader
        title="Your uploaded slides"
        description="Decks you have shared, with their views and likes."
      />
      <SignInRequired
        title="Sign in to see your uploads"
        reason="Your uploaded decks are kept with your account."
      />
    </PageContainer>
  );
}
