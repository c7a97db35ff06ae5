import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

test.describe('lists of slides', () => {
  test('See all on a category lists every deck of it, paged, with its sub-categories as filters', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'seeall');
    const limb = uniqueTitle('Brachial plexus');
    const thorax = uniqueTitle('Mediastinum');
    await Promise.all([
      uploadReadyDeck(request, baseURL, { title: limb, category: 'anatomy', subCategory: 'upper-limb' }),
      uploadReadyDeck(request, baseURL, { title: thorax, category: 'anatomy', subCategory: 'thorax' }),
    ]);

    await page.goto('/slide');
    await page
      .getByRole('region', { name: 'Anatomy', exact: true })
      .getByRole('link', { name: 'See all Anatomy slides' })
      .click();
    await expect(page).toHaveURL('/slidecategory/anatomy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anatomy');
    await expect(page.getByRole('link', { name: limb })).toBeVisible();
    await expect(page.getByRole('link', { name: thorax })).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Anatomy sub-categories' });
    await expect(filters.getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(page)).toEqual([]);

    await filters.getByRole('link', { name: 'Thorax', exact: true }).click();
    await expect(page).toHaveURL('/slidecategory/anatomy?sub=thorax');
    await expect(page.getByRole('link', { name: thorax })).toBeVisible();
    await expect(page.getByRole('link', { name: limb })).toHaveCount(0);
    await expect(filters.getByRole('link', { name: 'Thorax', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Drawn by the server too: the link works on its own.
    await page.goto('/slidecategory/anatomy?sub=upper-limb');
    await expect(page.getByRole('link', { name: limb })).toBeVisible();
    await expect(page.getByRole('link', { name: thorax })).toHaveCount(0);
  });

  test('Back returns to where the list was scrolled', { tag: '@mobile' }, async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'scroller');
    const titles = [1, 2, 3, 4].map((number) => uniqueTitle(`Epithelium ${number}`));
    for (const title of titles) {
      await uploadReadyDeck(request, baseURL, { title, category: 'anatomy', subCategory: 'histology' });
    }
    await page.goto('/slidesubcategory/anatomy/histology');
    // The oldest of the four is the last of them in the newest-first list.
    const card = page.getByRole('link', { name: titles[0] });
    await expect(card).toBeVisible();
    const scrolled = await card.evaluate((link) => {
      window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 120);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(200);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/slidesubcategory/anatomy/histology');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(scrolled));
    await expect(card).toBeInViewport();
  });
});
