import type { SlideOverview } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertDeck, insertUser } from '../../../test/search-fixtures.ts';

/** A category and one of its sub-categories, in the taxonomy's order of categories. */
const topics = [
  ['anatomy', 'histology'],
  ['physiology', 'general-physiology'],
  ['pathology', 'neoplasia'],
  ['medicine', 'cardiology'],
  ['midwifery', 'newborn-care'],
] as const;

/**
 * The overview's categories come a page at a time, so the first HTML of `/slide` and the home
 * page carries only the rows it draws: `limit` categories, and `next` to ask for those after.
 */
describe('the slide overview, a page of categories at a time', () => {
  let t: TestApp;

  const overview = async (query: string) => {
    const response = await t.app.inject({ url: `/api/slides/overview?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<SlideOverview>();
  };
  const slugs = (page: SlideOverview) => page.categories.map((category) => category.slug);

  /** Every page, following `next`: the categories in the order given. */
  const followed = async (query: string, limit: number) => {
    let page = await overview(`${query}&limit=${limit}`);
    const seen = slugs(page);
    while (page.next) {
      expect(page.categories).toHaveLength(limit);
      page = await overview(`${query}&limit=${limit}&after=${page.next}`);
      seen.push(...slugs(page));
    }
    return seen;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const ownerId = await insertUser(t, { username: 'rowsowner' });
    for (const [category, subCategory] of topics) {
      for (const n of [1, 2]) {
        await insertDeck(t, ownerId, { title: `${category} ${n}`, category, subCategory });
      }
    }
  }, 60_000);
  afterAll(() => t.close());

  it('gives every category with decks when no limit is asked, and no next', async () => {
    const all = await overview('sort=newest');
    expect(slugs(all)).toEqual(topics.map(([category]) => category));
    expect(all.next).toBeNull();
    expect(all.categories[0]).toMatchObject({ slug: 'anatomy', total: 2 });
    expect(all.categories[0]?.decks).toHaveLength(2);
  });

  it.each([1, 2, 3, 5])('gives the same categories page by page, %i at a time', async (limit) => {
    expect(await followed('sort=newest', limit)).toEqual(slugs(await overview('sort=newest')));
  });

  it('pages the categories of the chosen subjects only', async () => {
    const chosen = 'subjects=basic-science&sort=trending';
    const seen = await followed(chosen, 2);
    expect(seen).toEqual(slugs(await overview(chosen)));
    expect(seen).toEqual(['anatomy', 'physiology', 'pathology']);
  });

  it('says there is nothing after the last category or after an unknown one', async () => {
    expect(await overview('limit=2&after=midwifery')).toEqual({ next: null, categories: [] });
    expect(await overview('limit=2&after=no-such-category')).toEqual({ next: null, categories: [] });
    const last = await overview('limit=5');
    expect(last.next).toBeNull();
  });

  it('refuses a limit that is not a count from 1 to 100', async () => {
    for (const limit of ['0', '101', 'two', '1.5']) {
      const response = await t.app.inject({ url: `/api/slides/overview?limit=${limit}` });
      expect(response.statusCode, limit).toBe(400);
    }
  });
});
