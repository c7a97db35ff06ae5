import { z } from 'zod';

export const subjectSchema = z.object({
  slug: z.string(),
  name: z.string(),
});

export const facultySchema = z.object({
  slug: z.string(),
  faculty: z.string(),
  fullName: z.string(),
  image: z.string(),
  fadedImage: z.string(),
  subjects: z.array(z.string()).describe('Slugs of the subjects this faculty studies'),
});

export const subCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
});

export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  subject: z.string().describe('Slug of the subject the category belongs to'),
  subCategories: z.array(subCategorySchema),
});

export const taxonomyResponseSchema = z.object({
  subjects: z.array(subjectSchema),
  faculties: z.array(facultySchema),
  categories: z.array(categorySchema),
});

export type Subject = z.infer<typeof subjectSchema>;
export type Faculty = z.infer<typeof facultySchema>;
export type Category = z.infer<typeof categorySchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;
export type TaxonomyResponse = z.infer<typeof taxonomyResponseSchema>;
