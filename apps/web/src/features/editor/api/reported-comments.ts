import type { CommentModerationResult, ReportedCommentList } from '@medshelf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { editorKeys } from './editor-keys.ts';

/** GET /api/editor/reports/comments: comments with open reports, the most recently reported first. */
export function useReportedComments() {
  return useQuery({
    queryKey: editorKeys.reportedComments,
    queryFn: ({ signal }) => apiGet<ReportedCommentList>('/api/editor/reports/comments', { signal }),
  });
}

/** Dismiss the reports (the comment stays) or remove the comment with its replies. */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, action }: { commentId: string; action: 'dismiss' | 'remove' }) =>
      apiSend<CommentModerationResult>(
        'POST',
        `/api/editor/reports/comments/${encodeURIComponent(commentId)}/${action}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.reportedComments }),
  });
}
