import type { ReadingItem, ReadingList } from '@medshelf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const readingKeys = { list: ['reading'] as const };

export const readingQuery = () =>
  queryOptions({
    queryKey: readingKeys.list,
    queryFn: ({ signal }) => apiGet<ReadingList>('/api/reading', { signal }),
  });

const itemPath = (item: Pick<ReadingItem, 'kind' | 'id'>) =>
  `/api/reading/${item.kind}/${encodeURIComponent(item.id)}`;

export function saveReadingPosition(item: Pick<ReadingItem, 'kind' | 'id' | 'page'>, readAt?: string) {
  return apiSend<null>('PUT', itemPath(item), { page: item.page, ...(readAt ? { readAt } : {}) });
}

export function forgetReadingPosition(item: Pick<ReadingItem, 'kind' | 'id'>) {
  return apiSend<null>('DELETE', itemPath(item));
}
