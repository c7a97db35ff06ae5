import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '../../../lib/route-data.ts';
import { slideOverviewQuery } from '../../slides/index.ts';

/** Home's newest decks, as a visitor without a subject preference sees them. */
export function homeLoader({ context }: LoaderFunctionArgs) {
  return prefetch(context, slideOverviewQuery([], 'newest'));
}
