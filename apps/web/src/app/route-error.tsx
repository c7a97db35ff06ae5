import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer } from '../components/page-container.tsx';
import { buttonClass } from '../components/ui/button-styles.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';

/** Shown when a page cannot load even after the chunk retry and reload. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <PageContainer narrow>
      <EmptyState
        title={status === 404 ? 'Page not found' : 'This page could not load'}
        action={
          <>
            <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
              Try again
            </button>
            <Link to="/" className={buttonClass('secondary')}>
              Go to the home page
            </Link>
          </>
        }
      >
        <p>Please check your internet connection and try again. Nothing you saved is lost.</p>
      </EmptyState>
    </PageContainer>
  );
}
