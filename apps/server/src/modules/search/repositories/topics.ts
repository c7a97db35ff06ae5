import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { rowsOf } from '../../../db/rows.ts';

export interface Topics {
  categories: { slug: string; name: string; subjectName: string }[];
  subCategories: { slug: string; name: string; categorySlug: string; categoryName: string }[];
}

export interface TopicIndex {
  get(): Promise<Topics>;
}

/**
 * Categories and sub-categories for suggestions, read once: the taxonomy changes only with a
 * deploy (it is seeded at start), and matching a hundred names in memory beats a query per key.
 */
export function topicIndex(db: Executor): TopicIndex {
  let cached: Promise<Topics> | undefined;
  const load = async (): Promise<Topics> => {
    const categories = await rowsOf(
      db,
      sql`
        select c.slug, c.name, s.name as subject_name from categories c
        join subjects s on s.slug = c.subject_slug order by s.position, c.position`,
      z.object({ slug: z.string(), name: z.string(), subject_name: z.string() }),
    );
    const subCategories = await rowsOf(
      db,
      sql`
        select s.slug, s.name, c.slug as category_slug, c.name as category_name
        from sub_categories s join categories c on c.id = s.category_id
        order by c.position, s.position`,
      z.object({ slug: z.string(), name: z.string(), category_slug: z.string(), category_name: z.string() }),
    );
    return {
      categories: categories.map((row) => ({
        slug: row.slug,
        name: row.name,
        subjectName: row.subject_name,
      })),
      subCategories: subCategories.map((row) => ({
        slug: row.slug,
        name: row.name,
        categorySlug: row.category_slug,
        categoryName: row.category_name,
      })),
    };
  };
  return {
    get() {
      cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  };
}
