import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { openSavedOffline } from '../saved-dialog-store.ts';

const title = 'This deck is not saved on this device';

/** A deck page opened with the network off, for a deck that was never saved for offline. */
export function DeckNotSavedOffline() {
  return (
    <PageContainer narrow>
      <PageMeta title={title} />
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        title={title}
        action={
          <>
            <button type="button" className={buttonClass('primary')} onClick={openSavedOffline}>
              See what is saved
            </button>
            <Link to={paths.home()} className={buttonClass('secondary')}>
              Go to the home page
            </Link>
          </>
        }
      >
        <p>
          You are offline. It will open when you are back online; decks you save for offline open here without
          a network.
        </p>
      </EmptyState>
    </PageContainer>
  );
}
