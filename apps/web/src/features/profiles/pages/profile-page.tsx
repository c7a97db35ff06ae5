import { paths } from '@medshelf/shared/routes';
import { useParams } from 'react-router';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';

export function ProfilePage() {
  const { userId = '' } = useParams();
  return (
    <ContentNotFound
      title={`No member called ${userId}`}
      description="Check the spelling of the username, or find classmates through the search box."
      backTo={paths.home()}
      backLabel="Go to the home page"
    />
  );
}
