import { seedTaxonomy, type TaxonomyResponse } from '@medshelf/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { subCategories } from '../../db/schema/index.ts';
import { upsertTaxonomy } from './repository.ts';

describe('GET /api/taxonomy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded taxonomy from the database, cacheable', async () => {
    const response = await t.app.inject('/api/taxonomy');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=300');
    expect(response.json()).toEqual(seedTaxonomy());
  });

  it('seeds idempotently: a second seed keeps one row per slug', async () => {
    await upsertTaxonomy(t.app.db, seedTaxonomy());
    const [row] = await t.app.db.select({ n: count() }).from(subCategories);
    const expected = seedTaxonomy().categories.reduce((sum, c) => sum + c.subCategories.length, 0);
    expect(row?.n).toBe(expected);
  });

  it('lists the five faculties with their images', async () => {
    const body = (await t.app.inject('/api/taxonomy')).json<TaxonomyResponse>();
    expect(body.faculties.map((f) => f.faculty)).toEqual(['MBBS', 'BDS', 'Nursing', 'BAMS', 'Physiotherapy']);
    expect(body.faculties[0]).toMatchObject({
      image: '/images/faculties/mbbs.svg',
      fadedImage: '/images/faculties/mbbs-faded.svg',
    });
  });
});
