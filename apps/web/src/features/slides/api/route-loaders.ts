import type { LoaderFunctionArgs } from 'react-router';
import { prefetch, prefetchFirstPage } from '../../../lib/route-data.ts';
import { deckQuery } from './get-deck.ts';
import { allSubjects, slideOverviewQuery } from './get-slide-overview.ts';
import { deckListPageSize, deckListQuery } from './list-decks.ts';

/** The deck is fetched while the viewer's code downloads, not after it. */
export function slideDetailsLoader({ params, context }: LoaderFunctionArgs) {
  return prefetch(context, deckQuery(params.slideDocId ?? ''));
}

const sortFrom = (search: URLSearchParams) => (search.get('sort') === 'trending' ? 'trending' : 'newest');

/**
 * The rows for the subjects in the link; without one the page follows the visitor's
 * preference, which only the browser knows, so the server draws every subject as it would
 * for a visitor without one.
 */
export function slidePageLoader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const subject = search.get('subject');
  const subjects = subject && subject !== allSubjects ? [subject] : [];
  return prefetchFirstPage(context, slideOverviewQuery(subjects, sortFrom(search)));
}

const pageFrom = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function slideCategoryLoader({ params, request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return prefetch(
    context,
    deckListQuery({
      category: params.slideCategory ?? '',
      subCategory: search.get('sub') ?? '',
      sort: sortFrom(search),
      page: pageFrom(search),
      pageSize: deckListPageSize,
      after: search.get('after') ?? '',
    }),
  );
}

export function slideSubCategoryLoader({ params, request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return prefetch(
    context,
    deckListQuery({
      category: params.slideCategory ?? '',
      subCategory: params.slideSubCategory ?? '',
      sort: sortFrom(search),
      page: pageFrom(search),
      pageSize: deckListPageSize,
      after: search.get('after') ?? '',
    }),
  );
}
