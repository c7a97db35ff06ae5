import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { ResolvedFilter } from '../sources.ts';

const subjectRow = z.object({ subject_slug: z.string() });

/** The subjects of the faculty the user prefers; none without a preference. */
export async function preferredSubjects(db: Executor, userId: string): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`
      select fs.subject_slug from preferences p
      join faculty_subjects fs on fs.faculty_slug = p.faculty_slug
      where p.user_id = ${userId}`,
    subjectRow,
  );
  return rows.map((row) => row.subject_slug);
}

/** Slugs to ids; a faculty and a subject together mean the subject, if the faculty has it. */
export async function resolveFilter(
  db: Executor,
  filter: { faculty?: string; subject?: string; category?: string },
): Promise<ResolvedFilter> {
  let subjects: string[] | null = null;
  if (filter.faculty) {
    const rows = await rowsOf(
      db,
      sql`select subject_slug from faculty_subjects where faculty_slug = ${filter.faculty}`,
      subjectRow,
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
    const [row] = await rowsOf(
      db,
      sql`select id from categories where slug = ${filter.category}`,
      z.object({ id: z.coerce.number() }),
    );
    if (row) categoryId = Number(row.id);
    else unknownCategory = true;
  }
  return { subjects, categoryId, unknownCategory };
}
