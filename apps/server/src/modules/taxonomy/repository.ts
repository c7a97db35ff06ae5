import type { TaxonomyResponse } from '@medshelf/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { categories, faculties, facultySubjects, subCategories, subjects } from '../../db/schema/index.ts';

export async function readTaxonomy(db: Executor): Promise<TaxonomyResponse> {
  const [subjectRows, facultyRows, linkRows, categoryRows, subRows] = await Promise.all([
    db.select().from(subjects).orderBy(asc(subjects.position)),
    db.select().from(faculties).orderBy(asc(faculties.position)),
    db.select().from(facultySubjects).orderBy(asc(facultySubjects.position)),
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(subCategories).orderBy(asc(subCategories.position)),
  ]);
  return {
    subjects: subjectRows.map(({ slug, name }) => ({ slug, name })),
    faculties: facultyRows.map((row) => ({
      slug: row.slug,
      faculty: row.faculty,
      fullName: row.fullName,
      image: row.image,
      fadedImage: row.fadedImage,
      subjects: linkRows.filter((link) => link.facultySlug === row.slug).map((link) => link.subjectSlug),
    })),
    categories: categoryRows.map((row) => ({
      slug: row.slug,
      name: row.name,
      subject: row.subjectSlug,
      subCategories: subRows
        .filter((sub) => sub.categoryId === row.id)
        .map(({ slug, name }) => ({ slug, name })),
    })),
  };
}

/**
 * Brings the taxonomy tables in line with the seed: inserts what is new, renames what changed.
 * Nothing is deleted, since content may still point at a retired category.
 */
export async function upsertTaxonomy(db: Executor, taxonomy: TaxonomyResponse): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(subjects)
      .values(taxonomy.subjects.map((subject, position) => ({ ...subject, position })))
      .onConflictDoUpdate({
        target: subjects.slug,
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
    await tx
      .insert(faculties)
      .values(
        taxonomy.faculties.map(({ subjects: _subjects, ...faculty }, position) => ({ ...faculty, position })),
      )
      .onConflictDoUpdate({
        target: faculties.slug,
        set: {
          faculty: sql`excluded.faculty`,
          fullName: sql`excluded.full_name`,
          image: sql`excluded.image`,
          fadedImage: sql`excluded.faded_image`,
          position: sql`excluded.position`,
        },
      });
    await tx
      .insert(facultySubjects)
      .values(
        taxonomy.faculties.flatMap((faculty) =>
          faculty.subjects.map((subjectSlug, position) => ({
            facultySlug: faculty.slug,
            subjectSlug,
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [facultySubjects.facultySlug, facultySubjects.subjectSlug],
        set: { position: sql`excluded.position` },
      });
    const categoryIds = await tx
      .insert(categories)
      .values(
        taxonomy.categories.map((category, position) => ({
          slug: category.slug,
          name: category.name,
          subjectSlug: category.subject,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: categories.slug,
        set: {
          name: sql`excluded.name`,
          subjectSlug: sql`excluded.subject_slug`,
          position: sql`excluded.position`,
        },
      })
      .returning({ id: categories.id, slug: categories.slug });
    const idBySlug = new Map(categoryIds.map(({ id, slug }) => [slug, id]));
    await tx
      .insert(subCategories)
      .values(
        taxonomy.categories.flatMap((category) =>
          category.subCategories.map((sub, position) => ({
            categoryId: idBySlug.get(category.slug) as number,
            slug: sub.slug,
            name: sub.name,
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [subCategories.categoryId, subCategories.slug],
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
  });
}

/** The ids of a category and one of its sub-categories, by slugs; null when they do not match. */
export async function findTopicIds(
  db: Executor,
  categorySlug: string,
  subCategorySlug: string,
): Promise<{ categoryId: number; subCategoryId: number } | null> {
  const [row] = await db
    .select({ categoryId: categories.id, subCategoryId: subCategories.id })
    .from(categories)
    .innerJoin(subCategories, eq(subCategories.categoryId, categories.id))
    .where(and(eq(categories.slug, categorySlug), eq(subCategories.slug, subCategorySlug)));
  return row ?? null;
}

export async function findCategoryId(db: Executor, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row?.id ?? null;
}

/** Every category, in no particular order. */
export function allCategories(db: Executor) {
  return db.select().from(categories);
}
