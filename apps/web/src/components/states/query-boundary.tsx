import { paths } from '@medshelf/shared/routes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useServerText } from '../../lib/i18n/server-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageContainer } from '../page-container.tsx';
import { PageMeta } from '../page-meta.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { ContentNotFound } from './content-not-found.tsx';

interface QueryBoundaryProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'fetchStatus' | 'refetch'>;
  /** What the page shows, in "This book could not load": book, deck, article… */
  noun: string;
  skeleton: ReactNode;
  /** Shown when the server answers with one of `notFoundStatuses`. */
  notFound: ReactNode;
  notFoundStatuses?: readonly number[];
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * The states of a page built on one query: offline before it loaded, loading, not found, failed
 * (with a retry), and only then the page itself.
 */
export function QueryBoundary<T>({
  query,
  noun,
  skeleton,
  notFound,
  notFoundStatuses = [404],
  children,
}: QueryBoundaryProps<T>) {
  const t = useT();
  const serverText = useServerText();
  const { data, error, isPending, fetchStatus, refetch } = query;
  if (isPending && fetchStatus === 'paused') {
    return (
      <ContentNotFound
        title={t('ui.offline')}
        description={t('ui.willLoadOnline', { noun })}
        backTo={paths.home()}
        backLabel={t('ui.goHome')}
      />
    );
  }
  if (isPending) return skeleton;
  if (error instanceof ApiError && notFoundStatuses.includes(error.status)) return notFound;
  if (!data) {
    const title = t('ui.couldNotLoad', { noun });
    return (
      <PageContainer narrow>
        <PageMeta title={title} />
        <h1 className="sr-only">{title}</h1>
        <EmptyState
          title={title}
          action={
            <button type="button" className={buttonClass('primary')} onClick={() => refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        >
          <p>{error ? serverText(error.message) : t('ui.checkConnection')}</p>
        </EmptyState>
      </PageContainer>
    );
  }
  return children(data);
}
