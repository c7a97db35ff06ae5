import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { buttonClass } from './button-styles.ts';
import { EmptyState } from './empty-state.tsx';

/** A page number past the end of a list (an old link, a list that shrank), with a way back to page 1. */
export function PastLastPage({ firstPage, children }: { firstPage: To; children?: ReactNode }) {
  const t = useT();
  return (
    <EmptyState
      title={t('ui.nothingOnPage')}
      action={
        <Link to={firstPage} className={buttonClass('primary')}>
          {t('ui.firstPage')}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
