import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ResolvedFilter } from './sources.ts';
import { rowsOf } from './sql-rows.ts';

/** The subjects of the faculty the user prefers; none without a preference. */
export async function preferredSubjects(db: Database, userId: string): Promise<string[]> {
  const rows = rowsOf<{ subject_slug: string }>(
    await db.execute(sql`
      select fs.subject_slug from preferences p
      join faculty_subjects fs on fs.faculty_slug = p.faculty_slug
      where p.user_id = ${userId}`),
  );
  return rows.map((row) => row.subject_slug);
}

/** Slugs to ids; a faculty and a subject together mean the subject, if the faculty has it. */
export async function resolveFilter(
  db: Database,
  filter: { faculty?: string; subject?: string; category?: string },
): Promise<ResolvedFilter> {
  let subjects: string[] | null = null;
  if (filter.faculty) {
    const rows = rowsOf<{ subject_slug: string }>(
      await db.execute(sql`select subject_slug from faculty_subjects where faculty_slug = ${filter.faculty}`),
    );
    subjects = rows.map((row) => row.subject_slug);
  }
  if (filter.subject) {
    const subject = filter.subject;
    subjects = subjects ? subjects.filter((slug) => slug === subject) : [subject];
  }
  let categoryId: number | null = null;
  let unknownCategory = false;
  if (filter.category) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from categories where slug = ${filter.category}`),
    );
    if (row) categoryId = Number(row.id);
    else unknownCategory = true;
  }
  return { subjects, categoryId, unknownCategory };
}
