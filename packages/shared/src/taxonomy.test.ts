import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';
import { seedTaxonomy } from './taxonomy.ts';

describe('slugify', () => {
  it('makes stable ASCII slugs', () => {
    expect(slugify('Obstetrics & Gynaecology')).toBe('obstetrics-and-gynaecology');
    expect(slugify('  Non-communicable Diseases ')).toBe('non-communicable-diseases');
    expect(slugify('Médecine Générale')).toBe('medecine-generale');
  });
});

describe('seed taxonomy', () => {
  const taxonomy = seedTaxonomy();

  it('has the five faculties of SPEC §3 with their subjects', () => {
    const bySlug = Object.fromEntries(taxonomy.faculties.map((f) => [f.faculty, f.subjects]));
    expect(bySlug).toEqual({
      MBBS: ['basic-science', 'clinical-science'],
      BDS: ['basic-science', 'clinical-science', 'dental'],
      Nursing: ['basic-science', 'nursing'],
      BAMS: ['basic-science', 'clinical-science'],
      Physiotherapy: ['basic-science'],
    });
  });

  it('lists the medical categories of SPEC §3 under Medicine', () => {
    const medicine = taxonomy.categories.find((c) => c.slug === 'medicine');
    expect(medicine?.subCategories.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'Infectious Diseases',
        'Respiratory Medicine',
        'Urology',
        'Nephrology',
        'Gynaecology',
        'Cardiology',
        'Dermatology',
        'Neurology',
      ]),
    );
  });

  it('gives every category a unique slug and unique sub-category slugs within it', () => {
    const slugs = taxonomy.categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of taxonomy.categories) {
      const subs = category.subCategories.map((s) => s.slug);
      expect(new Set(subs).size, category.name).toBe(subs.length);
    }
  });

  it('gives every subject at least one category', () => {
    for (const subject of taxonomy.subjects) {
      expect(
        taxonomy.categories.some((c) => c.subject === subject.slug),
        subject.name,
      ).toBe(true);
    }
  });
});
