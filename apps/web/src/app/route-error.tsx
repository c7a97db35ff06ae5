import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer } from '../components/page-container.tsx';
import { buttonClass } from '../components/ui/button-styles.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { ChunkLoadError, reloadForChunkError } from '../lib/lazy-with-retry.ts';

/**
 * A page that failed to load. A chunk that failed twice reloads the page (SPEC §7, §8); if it
 * already did, or anything else failed, the visitor gets a way to try again.
 */
export function RouteError() {
  const error = useRouteError();
  const isChunkError = error instanceof ChunkLoadError;
  const [reloading, setReloading] = useState(isChunkError);

  useEffect(() => {
    if (isChunkError) setReloading(reloadForChunkError());
  }, [isChunkError]);

  if (reloading) return <PageSkeleton />;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <PageContainer narrow>
      <h1 className="sr-only">This page could not load</h1>
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
        <p>Please check your internet connection and try again.</p>
      </EmptyState>
    </PageContainer>
  );
}
