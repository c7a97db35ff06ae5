import type { DeckSort, SlideOverview } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

/** The `subject` filter's value for every subject, whatever the visitor's preference. */
export const allSubjects = 'all';

/** For each category of the given subjects (all when empty) with decks: its first few decks. */
export const slideOverviewQuery = (subjects: string[], sort: DeckSort) =>
  queryOptions({
    queryKey: deckKeys.overview(subjects, sort),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ sort });
      if (subjects.length) search.set('subjects', [...subjects].sort().join(','));
      return apiGet<SlideOverview>(`/api/slides/overview?${search}`, { signal });
    },
  });

export function useSlideOverview(subjects: string[], sort: DeckSort) {
  // The rows on screen stay while another subject or sort loads, so the page does not blank out.
  return useQuery({ ...slideOverviewQuery(subjects, sort), placeholderData: keepPreviousData });
}
