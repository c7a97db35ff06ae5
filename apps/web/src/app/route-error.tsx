import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer } from '../components/page-container.tsx';
import { buttonClass } from '../components/ui/button-styles.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { useT } from '../lib/i18n/use-t.ts';
import { ChunkLoadError, reloadForChunkError } from '../lib/lazy-with-retry.ts';

/**
 * A page that failed to load. A chunk that failed twice reloads the page (SPEC §7, §8); if it
 * already did, or anything else failed, the visitor gets a way to try again.
 */
export function RouteError() {
  const t = useT();
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
      <h1 className="sr-only">{t('app.couldNotLoad')}</h1>
      <EmptyState
        title={status === 404 ? t('app.pageNotFound') : t('app.couldNotLoad')}
        action={
          <>
            <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
              {t('common.tryAgain')}
            </button>
            <Link to="/" className={buttonClass('secondary')}>
              {t('app.goHome')}
            </Link>
          </>
        }
      >
        <p>{t('app.checkConnection')}</p>
      </EmptyState>
    </PageContainer>
  );
}
