import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { openJoinNow } from '../../lib/join-now.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { EmptyState } from '../ui/empty-state.tsx';

/** What a signed-out visitor sees on a page that belongs to an account. */
export function SignInRequired({ title, reason }: { title: string; reason: string }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <EmptyState
      title={title}
      action={
        <button type="button" className={buttonClass('primary')} onClick={() => openJoinNow(pathname)}>
          {t('nav.joinNow')}
        </button>
      }
    >
      <p>{reason}</p>
    </EmptyState>
  );
}
