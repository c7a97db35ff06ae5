import type { LoaderFunctionArgs } from 'react-router';
import { prefetchFirstPage } from '../../../lib/route-data.ts';
import { slideOverviewQuery } from '../../slides/index.ts';

/** Home's newest decks, as a visitor without a subject preference sees them. */
export function homeLoader({ context }: LoaderFunctionArgs) {
  return prefetchFirstPage(context, slideOverviewQuery([], 'newest'));
}
