import type { JournalDetail } from '@medshelf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { journalKeys } from './journal-keys.ts';

/** A journal with its latest articles (from its feed), by the slug in `?journal=`. */
export const journalQuery = (slug: string) =>
  queryOptions({
    queryKey: journalKeys.detail(slug),
    queryFn: ({ signal }) => apiGet<JournalDetail>(`/api/journals/${encodeURIComponent(slug)}`, { signal }),
  });

export function useJournal(slug: string) {
  return useQuery({ ...journalQuery(slug), enabled: slug !== '' });
}
