import { seedTaxonomy, type TaxonomyResponse } from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import { readTaxonomy, upsertTaxonomy } from './repository.ts';

export interface TaxonomyService {
  get(): Promise<TaxonomyResponse>;
}

/**
 * Seeds the taxonomy on start, then serves it from memory: it changes only with a deploy,
 * and every page of the site asks for it.
 */
export async function createTaxonomyService(db: Database): Promise<TaxonomyService> {
  await upsertTaxonomy(db, seedTaxonomy());
  let cached: Promise<TaxonomyResponse> | undefined;
  return {
    get() {
      cached ??= readTaxonomy(db).catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  };
}

export { findCategoryId, findTopicIds } from './repository.ts';
