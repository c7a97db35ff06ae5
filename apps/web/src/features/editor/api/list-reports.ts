import type { ReportedDeckList } from '@medshelf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

export const editorReportPageSize = 20;

/** GET /api/editor/reports: decks with open reports, the most recently reported first. */
export const editorReportsQuery = (page: number) =>
  queryOptions({
    queryKey: editorKeys.reportPage(page),
    queryFn: ({ signal }) =>
      apiGet<ReportedDeckList>(`/api/editor/reports?page=${page}&pageSize=${editorReportPageSize}`, {
        signal,
      }),
  });

export function useEditorReports(page: number) {
  return useQuery({ ...editorReportsQuery(page), placeholderData: keepPreviousData });
}
