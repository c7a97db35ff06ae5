import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

// Runs at both sizes (desktop and 360 px): lists and the viewer are read mostly on phones.
test.describe('browsing slides', () => {
  test('a new deck shows in its category row on /slide and in its sub-category list', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'rowup');
    const title = uniqueTitle('Cardiac output');
    await uploadReadyDeck(request, baseURL, {
      title,
      category: 'physiology',
      subCategory: 'cardiovascular-physiology',
    });

    await page.goto('/slide');
    const row = page.getByRole('region', { name: 'Physiology', exact: true });
    const card = row.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The segmented control is a pair of radio buttons drawn as their labels.
    await page.getByText('Trending', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Trending' })).toBeChecked();
    await expect(page).toHaveURL('/slide?sort=trending');
    await expect(row.getByRole('link', { name: title })).toBeVisible();

    await row.getByRole('link', { name: 'See all Physiology slides' }).click();
    await expect(page).toHaveURL('/slidecategory/physiology');
    await page
      .getByRole('navigation', { name: 'Physiology sub-categories' })
      .getByRole('link', { name: 'Cardiovascular Physiology' })
      .click();
    await expect(page).toHaveURL('/slidecategory/physiology?sub=cardiovascular-physiology');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto('/slidesubcategory/physiology/cardiovascular-physiology');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardiovascular Physiology');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/slidedetails\/[^/]+\/physiology\/cardiovascular-physiology$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The home page shows the newest decks of each category too.
    await page.goto('/');
    const newest = page.getByRole('region', { name: 'New slides on MedShelf' });
    await expect(
      newest.getByRole('region', { name: 'Physiology', exact: true }).getByRole('link', { name: title }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the viewer scrolled through all pages: canonical URL, every page, keys, thumbnails and one counted view', {
    tag: '@mobile',
  }, async ({ page, request, baseURL }) => {
    await createUploader(request, baseURL, 'viewup');
    const title = uniqueTitle('Cardiac cycle');
    const deck = await uploadReadyDeck(request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
      tags: ['ecg', 'heart'],
    });

    // An old or wrong topic in the link is replaced by the deck's own.
    await page.goto(`/slidedetails/${deck.id}/anatomy/thorax`);
    await expect(page).toHaveURL(`/slidedetails/${deck.id}/medicine/cardiology`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('deck-views')).toHaveText('1 view');

    // One page at a time is the default (deck-player.spec.ts); this reader scrolls instead.
    await page.getByRole('button', { name: 'Scroll through all pages' }).click();
    const images = page.getByRole('img', { name: /^Page \d of 3$/ });
    await expect(images).toHaveCount(3);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
    for (let index = 0; index < 3; index += 1) {
      const image = images.nth(index);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const counter = (n: number) => page.getByText(`Page ${n} of 3`, { exact: true });
    await expect(counter(1)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(counter(2)).toBeVisible();
    // The page itself came up to the top of the window, just under the sticky navigation.
    const navBottom = await page.getByRole('banner').evaluate((nav) => nav.getBoundingClientRect().bottom);
    const pageTop = async () => (await images.nth(1).boundingBox())?.y ?? -1;
    await expect.poll(pageTop).toBeGreaterThanOrEqual(navBottom);
    await expect.poll(pageTop).toBeLessThan(navBottom + 40);
    await page.keyboard.press('ArrowRight');
    await expect(counter(3)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(counter(2)).toBeVisible();

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(counter(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    const strip = page.getByRole('button', { name: 'Page thumbnails' });
    await strip.click();
    await expect(strip).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Go to page 3' }).click();
    await expect(counter(3)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'true');

    // Fullscreen keeps the page being read and adds zoom buttons; leaving it keeps the page too.
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    await expect(counter(3)).toBeVisible();
    const width = async () => (await images.nth(2).boundingBox())?.width ?? 0;
    const fitted = await width();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zoom 150%' })).toBeVisible();
    await expect.poll(width).toBeGreaterThan(fitted * 1.4);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(2)).toBeVisible();
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
    await expect(counter(2)).toBeVisible();

    await expect(page.getByRole('link', { name: '#ecg' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Coming back the same day is not another view.
    await page.reload();
    await expect(page.getByTestId('deck-views')).toHaveText('1 view');
  });
});

test.describe('a missing deck', () => {
  // The server answers 404 for the page (for crawlers) and for the deck; Chromium logs both.
  test.use({
    allowedConsoleErrors: [
      /status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(api\/decks\/no-such-deck|slidedetails\/no-such-deck\/medicine\/cardiology)\)/,
    ],
  });

  test('says so and leads back to the slides', async ({ page }) => {
    await page.goto('/slidedetails/no-such-deck/medicine/cardiology');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This slide deck is not available');
    await page.getByRole('link', { name: 'Browse slides' }).click();
    await expect(page).toHaveURL('/slide');
  });
});
