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

  test('Back to /slide returns to the last category row, though the first view draws only the first rows', {
    tag: '@mobile',
  }, async ({ page, request, baseURL }) => {
    await createUploader(request, baseURL, 'lastrow');
    const title = uniqueTitle('Newborn reflexes');
    // Rows above it, whatever else this run has uploaded: Midwifery is the last category.
    await Promise.all([
      uploadReadyDeck(request, baseURL, { title, category: 'midwifery', subCategory: 'newborn-care' }),
      uploadReadyDeck(request, baseURL, {
        title: uniqueTitle('Tissues'),
        category: 'anatomy',
        subCategory: 'histology',
      }),
      uploadReadyDeck(request, baseURL, {
        title: uniqueTitle('Cells'),
        category: 'physiology',
        subCategory: 'general-physiology',
      }),
      uploadReadyDeck(request, baseURL, {
        title: uniqueTitle('Tumours'),
        category: 'pathology',
        subCategory: 'neoplasia',
      }),
    ]);
    // The server draws the first rows only, and only their data travels with them; the browser
    // asks for the rest as the reader scrolls down to them.
    const drawn = await (await page.request.get('/slide')).text();
    expect(drawn).toContain('id="deck-row-anatomy"');
    expect(drawn).not.toContain('id="deck-row-midwifery"');
    expect(drawn).not.toContain(title);

    await page.goto('/slide');
    const card = page
      .getByRole('region', { name: 'Midwifery', exact: true })
      .getByRole('link', { name: title });
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(card).toBeAttached({ timeout: 1_000 });
    }).toPass();
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(300);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goBack();
    await expect(page).toHaveURL('/slide');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
    await expect(card).toBeInViewport();
  });
});

test.describe('rows of slides asked for on scrolling', () => {
  // The refusal and the loss of the network below are meant: the browser reports both (offline,
  // thumbnails go through the service worker's saved-pages route, which answers ERR_FAILED).
  test.use({
    allowedConsoleErrors: [
      /status of 503 .*\/api\/slides\/overview\?|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED \(http:\/\/localhost:\d+\/files\/decks\//,
    ],
  });

  test('say when they cannot come, and come when asked again', async ({ page, request, baseURL }) => {
    await createUploader(request, baseURL, 'morerows');
    const title = uniqueTitle('Apgar score');
    // Rows above it, whatever else this run has uploaded: Midwifery is the last category.
    await Promise.all([
      uploadReadyDeck(request, baseURL, { title, category: 'midwifery', subCategory: 'newborn-care' }),
      ...(
        [
          ['anatomy', 'histology'],
          ['physiology', 'general-physiology'],
          ['pathology', 'neoplasia'],
        ] as const
      ).map(([category, subCategory]) =>
        uploadReadyDeck(request, baseURL, { title: uniqueTitle('Above'), category, subCategory }),
      ),
    ]);
    const card = page
      .getByRole('region', { name: 'Midwifery', exact: true })
      .getByRole('link', { name: title });
    const scrollToTheEnd = () => page.mouse.wheel(0, 20_000);

    // The rows after the first ones refused, as by a server having a bad moment, until it is over.
    let refusing = true;
    await page.route('**/api/slides/overview?*after=*', (route) =>
      refusing ? route.fulfill({ status: 503, json: { message: 'The service is busy' } }) : route.continue(),
    );
    await page.goto('/slide');
    await scrollToTheEnd();
    const failed = page.getByRole('alert').filter({ hasText: 'Slides could not load.' });
    await expect(failed).toBeVisible();
    // Below the rows already there, which stay.
    await expect(page.getByRole('region', { name: 'Anatomy', exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
    refusing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(async () => {
      await scrollToTheEnd();
      await expect(card).toBeAttached({ timeout: 1_000 });
    }).toPass();
    await expect(failed).toHaveCount(0);

    // Offline, the rows not yet loaded wait for the network and say so.
    await page.goto('/slide');
    await page.context().setOffline(true);
    await scrollToTheEnd();
    await expect(page.getByText('More slides will appear here when you are back online.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    await expect(async () => {
      await scrollToTheEnd();
      await expect(card).toBeAttached({ timeout: 1_000 });
    }).toPass();
  });
});
