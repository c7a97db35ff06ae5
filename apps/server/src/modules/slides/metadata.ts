import { type DeckMetadata, deckMetadataSchema } from '@medshelf/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { validationFailed } from '../../lib/http-errors.ts';
import { findTopicIds } from '../taxonomy/index.ts';

export type ValidMetadata = z.output<typeof deckMetadataSchema> & {
  categoryId: number;
  subCategoryId: number;
};

/** Multipart text fields to the metadata the JSON API takes (tags as a JSON array). */
export function metadataFromFields(fields: Record<string, string>): Record<string, unknown> {
  let tags: unknown = [];
  if (fields.tags) {
    try {
      tags = JSON.parse(fields.tags);
    } catch {
      tags = fields.tags.split(',').map((tag) => tag.trim());
    }
  }
  return {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    subCategory: fields.subCategory,
    tags,
    allowDownload: fields.allowDownload === undefined ? undefined : fields.allowDownload === 'true',
  };
}

/** Validates metadata with the shared schema and resolves the topic; 400 with every problem. */
export async function validateMetadata(db: Database, input: DeckMetadata | Record<string, unknown>) {
  const parsed = deckMetadataSchema.safeParse(input);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  const topic = await findTopicIds(db, parsed.data.category, parsed.data.subCategory);
  if (!topic) {
    throw validationFailed([
      { path: 'subCategory', message: 'Please choose a sub-category of the chosen category' },
    ]);
  }
  return { ...parsed.data, ...topic } satisfies ValidMetadata;
}
