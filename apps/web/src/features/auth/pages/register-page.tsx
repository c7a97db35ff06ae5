import { messages } from '@medshelf/shared/messages';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function RegisterPage() {
  return (
    <PageContainer narrow>
      <PageMeta title="Your preferences" />
      <PageHeader title={messages.preferenceDialogTitle} />
      <SignInRequired
        title="Sign in to choose your course"
        reason="Your course decides which subjects MedShelf shows you first."
      />
    </PageContainer>
  );
}
