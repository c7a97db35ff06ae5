import { messages } from '@medshelf/shared/messages';
import { expect, test } from '../support/fixtures.ts';

const homeHeading = 'Slides, books and journals for every year of your course';

test.describe('service worker and offline shell', { tag: '@mobile' }, () => {
  test.use({
    serviceWorkers: 'allow',
    // Requests the app makes before it learns it is offline fail, and Chromium logs them; page
    // images of decks other tests uploaded go through the service worker's saved-pages route,
    // which reports an image not saved on this device as ERR_FAILED.
    allowedConsoleErrors: [
      /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED \(http:\/\/localhost:\d+\/files\/decks\//,
    ],
  });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptURL).toMatch(/\/sw\.js$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });

  test('the app opens with the network off and says it is offline', async ({ page, context }) => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    await expect(page.getByTestId('offline-notice')).toHaveText(messages.offline);
    // The subjects fetched a moment ago are still in the browser's HTTP cache.
    await expect(page.getByRole('heading', { name: 'Basic Science' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Books' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
  });

  test('losing and regaining the network while reading updates the notice and resumes data calls', async ({
    page,
    context,
  }) => {
    await expect(page.getByRole('heading', { name: 'Basic Science' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toHaveText(messages.offline);

    let apiCallsWhileOffline = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCallsWhileOffline += 1;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Slides', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slides');
    expect(apiCallsWhileOffline).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Basic Science' })).toBeVisible();
  });
});
