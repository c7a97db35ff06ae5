import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '../../../lib/route-data.ts';
import { journalQuery } from './get-journal.ts';
import { journalListParamsFrom, journalListQuery } from './list-journals.ts';

/** Each journal page's data is fetched while its code downloads, not after it. */
export function journalPageLoader({ request, context }: LoaderFunctionArgs) {
  return prefetch(context, journalListQuery(journalListParamsFrom(new URL(request.url).searchParams)));
}

export function journalDetailsLoader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get('journal')?.trim();
  return slug ? prefetch(context, journalQuery(slug)) : null;
}
