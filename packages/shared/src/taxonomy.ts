import type { TaxonomyResponse } from './contracts/taxonomy.ts';
import { slugify } from './slug.ts';
import { categorySeeds, facultySeeds, subjectNames } from './taxonomy-data.ts';

/** The seed taxonomy with every slug and image path resolved, in display order. */
export function seedTaxonomy(): TaxonomyResponse {
  return {
    subjects: subjectNames.map((name) => ({ slug: slugify(name), name })),
    faculties: facultySeeds.map(({ faculty, fullName, subjects }) => {
      const slug = slugify(faculty);
      return {
        slug,
        faculty,
        fullName,
        image: `/images/faculties/${slug}.svg`,
        fadedImage: `/images/faculties/${slug}-faded.svg`,
        subjects: subjects.map(slugify),
      };
    }),
    categories: subjectNames.flatMap((subject) =>
      Object.entries(categorySeeds[subject]).map(([name, subCategories]) => ({
        slug: slugify(name),
        name,
        subject: slugify(subject),
        subCategories: subCategories.map((sub) => ({ slug: slugify(sub), name: sub })),
      })),
    ),
  };
}
