import { useLocation } from 'react-router';
import { openJoinNow } from '../../lib/join-now.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { EmptyState } from '../ui/empty-state.tsx';

/** What a signed-out visitor sees on a page that belongs to an account. */
export function SignInRequired({ title, reason }: { title: string; reason: string }) {
  const { pathname } = useLocation();
  return (
    <EmptyState
      title={title}
      action={
        <button type="button" className={buttonClass('primary')} onClick={() => openJoinNow(pathname)}>
          Join Now
        </button>
      }
    >
      <p>{reason}</p>
    </EmptyState>
  );
}
