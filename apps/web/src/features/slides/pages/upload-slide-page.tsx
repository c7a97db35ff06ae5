import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function UploadSlidePage() {
  return (
    <PageContainer narrow>
      <PageMeta
        title="Upload slides"
        description="Share your lecture slides with students across MedShelf."
      />
      <PageHeader
        title="Upload slides"
        description="Share a PDF or PowerPoint deck with students everywhere."
      />
      <SignInRequired
        title="Join MedShelf to upload"
        reason="Uploading needs a free account, so your decks stay yours to edit or remove."
      />
    </PageContainer>
  );
}
