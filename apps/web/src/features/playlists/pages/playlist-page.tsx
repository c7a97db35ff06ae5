import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function PlaylistPage() {
  return (
    <PageContainer>
      <PageMeta title="Your playlists" />
      <PageHeader
        title="Your playlists"
        description="Group decks by year, subject and topic, up to three levels deep."
      />
      <SignInRequired
        title="Sign in to keep playlists"
        reason="Playlists are saved with your account on every device."
      />
    </PageContainer>
  );
}
