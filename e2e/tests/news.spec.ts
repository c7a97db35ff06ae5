import { slugify } from '@medshelf/shared/slug';
import { axeViolations } from '../support/fixtures.ts';
import { addFetchedFeed, expect, publishFeed, runId, studyItems, test } from './editor-support.ts';

test.describe('news from the feeds editors follow', { tag: '@mobile' }, () => {
  test('lists news newest first in pages kept in the URL, filters by source, opens one with more from its source', async ({
    page,
    editorRequest,
    baseURL,
    feedFixture,
  }, testInfo) => {
    test.slow();
    const id = runId(testInfo);
    const source = `Health Desk ${id}`;
    const sourceSlug = slugify(source);
    const items = studyItems(`Bulletin ${id}`, 23);
    // The editor works through the API here; the visitor's page stays signed out.
    const url = publishFeed(feedFixture, id, source, items);
    await addFetchedFeed(editorRequest, baseURL, { url, kind: 'news', sourceName: source, subject: null });

    await page.goto(`/news?source=${sourceSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.getByLabel('Source')).toHaveValue(sourceSlug);
    await expect(page.getByText('23 news stories · page 1 of 2')).toBeVisible();
    const list = page.getByRole('list', { name: 'News stories, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(items[0]?.title ?? '');
    expect(await axeViolations(page)).toEqual([]);

    const pages = page.getByRole('navigation', { name: 'Pages of news stories' });
    await pages.getByRole('link', { name: 'Next' }).click();
    // Next carries the list's cursor (decision 0029), so a story published meanwhile is not repeated.
    await expect(page).toHaveURL(new RegExp(`/news\\?source=${sourceSlug}&page=2&after=[\\w-]+$`));
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('heading', { level: 2 }).last()).toHaveText(items[22]?.title ?? '');
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // Choosing another filter starts again at the first page.
    await page.getByLabel('Subject').selectOption('nursing');
    await expect(page).not.toHaveURL(/page=2/);

    // News is not among the articles.
    await page.goto(`/article?source=${sourceSlug}`);
    await expect(page.getByRole('heading', { name: 'No articles match these filters' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all articles' }).click();
    await expect(page).toHaveURL('/article');

    await page.goto(`/news?source=${sourceSlug}&page=2`);
    await page.getByRole('link', { name: items[21]?.title ?? '' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[21]?.title ?? '');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News' }),
    ).toBeVisible();
    const more = page.getByRole('list', { name: `More news stories from ${source}` });
    await expect(more.getByRole('listitem')).toHaveCount(4);
    await expect(more.getByRole('heading', { name: items[21]?.title ?? '' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
