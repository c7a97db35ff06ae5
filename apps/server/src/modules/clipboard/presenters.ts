import type { Clip } from '@medshelf/shared';
import { pageImageUrls } from '../slides/index.ts';
import type { ClipView } from './repository.ts';

export function toClip(row: ClipView): Clip {
  const image = pageImageUrls({ id: row.deckId, fileVersion: row.fileVersion }, row.pageNumber);
  return {
    id: row.id,
    note: row.note,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
    pageNumber: row.pageNumber,
    image: { small: image.small, thumb: image.thumb, width: row.width, height: row.height },
    deck: {
      id: row.deckId,
      title: row.title,
      category: row.category,
      subCategory: row.subCategory,
      pageCount: row.pageCount,
    },
  };
}
