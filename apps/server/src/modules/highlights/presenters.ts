import type { Highlight } from '@medshelf/shared';
import type { HighlightView } from './repository.ts';

export function toHighlight(row: HighlightView): Highlight {
  return {
    id: row.id,
    pageNumber: row.pageNumber,
    start: row.start,
    end: row.end,
    quote: row.quote,
    note: row.note,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
    onCurrentFile: row.onCurrentFile,
    deck: {
      id: row.deckId,
      title: row.title,
      category: row.category,
      subCategory: row.subCategory,
      pageCount: row.pageCount,
    },
  };
}
