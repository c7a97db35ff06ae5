import {
  type CommentModerationResult,
  type ReportedComment,
  type ReportedCommentList,
  type ReportListQuery,
  socialMessages,
} from '@medshelf/shared';
import { notFound } from '../../lib/http-errors.ts';
import { removeCommentForModeration } from '../slides/index.ts';
import {
  commentExists,
  openCommentReportRows,
  pageOfReportedComments,
  reportedCommentRows,
  resolveOpenCommentReports,
} from './comment-repository.ts';
import type { ReportsContext } from './context.ts';
import { openReportsOf } from './presenters.ts';

/** Comments with open reports, the most recently reported first, each with its deck. */
export async function listReportedComments(
  ctx: ReportsContext,
  { page, pageSize }: ReportListQuery,
): Promise<ReportedCommentList> {
  const { rows, total } = await pageOfReportedComments(ctx.db, pageSize, (page - 1) * pageSize);
  const ids = rows.map((row) => row.commentId);
  const [comments, reports] = ids.length
    ? await Promise.all([reportedCommentRows(ctx.db, ids), openCommentReportRows(ctx.db, ids)])
    : [[], []];
  const items: ReportedComment[] = [];
  for (const row of rows) {
    const comment = comments.find((candidate) => candidate.id === row.commentId);
    if (!comment) continue;
    items.push({
      comment: {
        id: comment.id,
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
        author: {
          id: comment.authorId,
          username: comment.authorUsername,
          displayName: comment.authorName,
          photoURL: comment.authorImage,
        },
      },
      deck: {
        id: comment.deckId,
        title: comment.deckTitle,
        categorySlug: comment.categorySlug,
        subCategorySlug: comment.subCategorySlug,
      },
      ...openReportsOf(
        row,
        reports.filter((report) => report.commentId === comment.id),
      ),
    });
  }
  return { items, page, pageSize, total };
}

/** The reports were unfounded: resolved, the comment stays. */
export async function dismissCommentReports(
  ctx: ReportsContext,
  commentId: string,
): Promise<CommentModerationResult> {
  return ctx.db.transaction(async (tx) => {
    if (!(await commentExists(tx, commentId))) throw notFound(socialMessages.commentNotFound);
    return {
      commentId,
      action: 'dismissed' as const,
      resolved: await resolveOpenCommentReports(tx, commentId),
    };
  });
}

/** The comment goes (with its replies); its reports go with it, counted as resolved. */
export async function removeReportedComment(
  ctx: ReportsContext,
  commentId: string,
): Promise<CommentModerationResult> {
  return ctx.db.transaction(async (tx) => {
    const resolved = await resolveOpenCommentReports(tx, commentId);
    if (!(await removeCommentForModeration(tx, commentId))) throw notFound(socialMessages.commentNotFound);
    return { commentId, action: 'removed' as const, resolved };
  });
}
