import { integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

export const subjects = pgTable('subjects', {
  slug: text().primaryKey(),
  name: text().notNull(),
  position: integer().notNull(),
});

export const faculties = pgTable('faculties', {
  slug: text().primaryKey(),
  faculty: text().notNull().unique(),
  fullName: text().notNull(),
  image: text().notNull(),
  fadedImage: text().notNull(),
  position: integer().notNull(),
});

export const facultySubjects = pgTable(
  'faculty_subjects',
  {
    facultySlug: text()
      .notNull()
      .references(() => faculties.slug, { onDelete: 'cascade' }),
    subjectSlug: text()
      .notNull()
      .references(() => subjects.slug, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.facultySlug, table.subjectSlug] })],
);

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  subjectSlug: text()
    .notNull()
    .references(() => subjects.slug),
  position: integer().notNull(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [unique().on(table.categoryId, table.slug)],
);
