import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { deckQuery } from './get-deck.ts';

/** The deck is fetched while the viewer's code downloads, not after it. */
export function slideDetailsLoader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(deckQuery(params.slideDocId ?? ''));
  return null;
}
