import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { openSavedOffline } from '../saved-dialog-store.ts';

/** A deck page opened with the network off, for a deck that was never saved for offline. */
export function DeckNotSavedOffline() {
  const t = useT();
  const title = t('offline.deckNotSaved');
  return (
    <PageContainer narrow>
      <PageMeta title={title} />
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        title={title}
        action={
          <>
            <button type="button" className={buttonClass('primary')} onClick={openSavedOffline}>
              {t('offline.seeSaved')}
            </button>
            <Link to={paths.home()} className={buttonClass('secondary')}>
              {t('offline.goHome')}
            </Link>
          </>
        }
      >
        <p>{t('offline.deckNotSavedHint')}</p>
      </EmptyState>
    </PageContainer>
  );
}
