import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { buttonClass } from './button-styles.ts';
import { EmptyState } from './empty-state.tsx';

/** A page number past the end of a list (an old link, a list that shrank), with a way back to page 1. */
export function PastLastPage({ firstPage, children }: { firstPage: To; children?: ReactNode }) {
  return (
    <EmptyState
      title="There is nothing on this page"
      action={
        <Link to={firstPage} className={buttonClass('primary')}>
          Go to the first page
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
