import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function ProfileDetailsPage() {
  return (
    <PageContainer narrow>
      <PageMeta title="Profile details" />
      <PageHeader
        title="Profile details"
        description="Your name, studies, work and links, as others see them."
      />
      <SignInRequired
        title="Sign in to edit your profile"
        reason="Your profile belongs to your MedShelf account."
      />
    </PageContainer>
  );
}
