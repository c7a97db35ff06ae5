import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../ui/button-styles.ts';
import { EmptyState } from '../ui/empty-state.tsx';

/** What a signed-out visitor sees on a page that belongs to an account. */
export function SignInRequired({ title, reason }: { title: string; reason: string }) {
  return (
    <EmptyState
      title={title}
      action={
        <Link to={paths.signup()} className={buttonClass('primary')}>
          Join Now
        </Link>
      }
    >
      <p>{reason}</p>
    </EmptyState>
  );
}
