import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from './sql-rows.ts';

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
export function topicIndex(db: Database): TopicIndex {
  let cached: Promise<Topics> | undefined;
  const load = async (): Promise<Topics> => {
    const categories = rowsOf<{ slug: string; name: string; subject_name: string }>(
      await db.execute(sql`
        select c.slug, c.name, s.name as subject_name from categories c
        join subjects s on s.slug = c.subject_slug order by s.position, c.position`),
    );
    const subCategories = rowsOf<{
      slug: string;
      name: string;
      category_slug: string;
      category_name: string;
    }>(
      await db.execute(sql`
        select s.slug, s.name, c.slug as category_slug, c.name as category_name
        from sub_categories s join categories c on c.id = s.category_id
        order by c.position, s.position`),
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
