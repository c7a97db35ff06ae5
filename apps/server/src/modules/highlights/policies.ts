import { highlightMessages } from '@medshelf/shared';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { HighlightRow } from './repository.ts';

export const highlightNotFound = () => notFound(highlightMessages.notFound);

/** Only its maker changes a highlight; others learn it exists only when it is public (then 403). */
export function assertOwnHighlight(
  viewer: { id: string },
  highlight: HighlightRow | undefined,
): asserts highlight is HighlightRow {
  if (!highlight) throw highlightNotFound();
  if (highlight.userId === viewer.id) return;
  throw highlight.isPublic ? forbidden(highlightMessages.notYours) : highlightNotFound();
}
