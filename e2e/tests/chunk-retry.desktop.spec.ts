import { expect, test } from '../support/fixtures.ts';

// Matches the retry's fresh query string too.
const aboutChunk = /\/assets\/about-page-[\w-]+\.js/;

test.describe('lazy page chunks', { tag: '@presentation' }, () => {
  test.use({
    serviceWorkers: 'block',
    allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/],
  });
  test('a chunk that fails once is fetched again after 1.5 s and the page opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let reloads = 0;
    page.on('load', () => {
      reloads += 1;
    });
    const attempts: number[] = [];
    await page.route(aboutChunk, (route) => {
      attempts.push(Date.now());
      return attempts.length === 1 ? route.abort('failed') : route.continue();
    });

    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About MedShelf');
    expect(attempts).toHaveLength(2);
    const [first = 0, second = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(1_450);
    expect(second - first).toBeLessThan(5_000);
    expect(reloads).toBe(0);
  });

  test('a chunk that fails twice reloads the page, which then opens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let attempts = 0;
    await page.route(aboutChunk, (route) => {
      attempts += 1;
      return attempts <= 2 ? route.abort('failed') : route.continue();
    });

    const reloaded = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await reloaded;
    await expect(page).toHaveURL('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About MedShelf');
    // The server drew the page; the app fetches its chunk (the third time) to take it over.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(attempts).toBe(3);
  });

  test('a page whose chunk keeps failing after the reload offers to try again', async ({ page }) => {
    await page.route(aboutChunk, (route) => route.abort('failed'));
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not load', {
      timeout: 20_000,
    });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.unroute(aboutChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About MedShelf');
  });
});
