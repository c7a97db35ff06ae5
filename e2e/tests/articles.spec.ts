import { messages } from '@medshelf/shared/messages';
import { axeViolations, expect, test } from '../support/fixtures.ts';

test.describe('articles', () => {
  // The missing article is answered with 404, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\) .*no-such-article/] });

  test('an article that does not exist says so, with a way back to the articles', async ({ page }) => {
    const response = await page.goto('/articledetails/no-such-article/no-such-source');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This article is not available');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Browse articles' }).click();
    await expect(page).toHaveURL('/article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
  });

  test('filters that match nothing say so and offer every article again', async ({ page }) => {
    await page.goto('/article?source=no-such-source-at-all&subject=dental');
    await expect(page.getByLabel('Subject')).toHaveValue('dental');
    await expect(page.getByLabel('Source')).toHaveValue('no-such-source-at-all');
    await expect(page.getByRole('heading', { name: 'No articles match these filters' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Show all articles' }).click();
    await expect(page).toHaveURL('/article');
    await expect(page.getByLabel('Source')).toHaveValue('');
  });
});

test.describe('articles and news offline', { tag: '@mobile' }, () => {
  test.use({
    serviceWorkers: 'allow',
    // Requests the app makes before it learns it is offline fail, and Chromium logs them; page
    // images of decks other tests uploaded go through the service worker's saved-pages route,
    // which reports an image not saved on this device as ERR_FAILED.
    allowedConsoleErrors: [
      /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED \(http:\/\/localhost:\d+\/files\/decks\//,
    ],
  });

  test('a list asks for nothing while offline, says so, and loads on reconnect', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toHaveText(messages.offline);

    let apiCallsWhileOffline = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCallsWhileOffline += 1;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.getByText('These news stories will load when you are back online.')).toBeVisible();
    expect(apiCallsWhileOffline).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    await expect(page.getByText('These news stories will load when you are back online.')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  });
});
