import type { DeckSort, SlideOverview } from '@medshelf/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { deckKeys } from './deck-keys.ts';

/** The `subject` filter's value for every subject, whatever the visitor's preference. */
export const allSubjects = 'all';

/**
 * Categories in the first page: the rows the server draws (category-rows.tsx) and one more, so
 * the reader scrolling on finds it drawn at once. Only this page travels with the HTML.
 */
const firstPage = 3;
/** Each page after, asked for as the reader nears the end of the rows drawn. */
const laterPage = 6;

/** For each category of the given subjects (all when empty) with decks: its first few decks. */
export const slideOverviewQuery = (subjects: string[], sort: DeckSort) =>
  infiniteQueryOptions({
    queryKey: deckKeys.overview(subjects, sort),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ sort, limit: String(pageParam ? laterPage : firstPage) });
      if (subjects.length) search.set('subjects', [...subjects].sort().join(','));
      if (pageParam) search.set('after', pageParam);
      return apiGet<SlideOverview>(`/api/slides/overview?${search}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** The categories the server has beyond those loaded (CategoryRows asks for them). */
export interface MoreRows {
  /** There are more, and they can be asked for now. */
  available: boolean;
  load: () => void;
  loading: boolean;
  /** Waiting for the network to come back. */
  offline: boolean;
  failed: boolean;
}

const categoriesOf = (data: InfiniteData<SlideOverview, string>) =>
  data.pages.flatMap((page) => page.categories);

/** The overview's categories loaded so far, and how to ask for the rest (CategoryRows). */
export function useSlideOverview(subjects: string[], sort: DeckSort) {
  // The rows on screen stay while another subject or sort loads, so the page does not blank out.
  const overview = useInfiniteQuery({
    ...slideOverviewQuery(subjects, sort),
    placeholderData: keepPreviousData,
    select: categoriesOf,
  });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchStatus, fetchNextPage } = overview;
  const more: MoreRows = {
    available: hasNextPage && !isFetchNextPageError && !overview.isPlaceholderData,
    // Not a second request while one is on its way.
    load: () => void fetchNextPage({ cancelRefetch: false }),
    loading: isFetchingNextPage,
    // A request waiting for the network is paused, not fetching.
    offline: hasNextPage && fetchStatus === 'paused',
    failed: isFetchNextPageError,
  };
  return { overview, more };
}
