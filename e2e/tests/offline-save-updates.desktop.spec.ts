import { expect, test } from '../support/fixtures.ts';
import {
  deckPath,
  expectEveryPageShown,
  replaceDeckFile,
  savedCachePaths,
  savedDialog,
  uploadDeckToSave,
  waitForServiceWorker,
} from '../support/offline.ts';

test.describe('keeping saved decks right', () => {
  test.use({
    serviceWorkers: 'allow',
    // Requests made before the app learns it is offline fail, and Chromium logs them.
    allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
  });

  test('a deck whose file was replaced is saved again when it is opened online', async ({
    page,
    context,
    baseURL,
  }) => {
    // The uploader reads on the page too: signed in, the saved list is also in the avatar menu.
    const deck = await uploadDeckToSave(page.request, baseURL ?? '', 'Offline valves', 2);
    await waitForServiceWorker(page);
    await page.goto(deckPath(deck));
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText(/^Saved for offline · /)).toBeVisible();

    const replaced = await replaceDeckFile(page.request, baseURL ?? '', deck, 3);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Page 1 of 3', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Saved for offline' }).click();
    const dialog = savedDialog(page);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const row = dialog.getByTestId('saved-deck').filter({ hasText: deck.title });
    await expect(row).toContainText('3 pages');
    const stored = await savedCachePaths(page);
    const version = /\/v(\d+)\/pages\//.exec(replaced.pages[0]?.large ?? '')?.[1];
    expect(
      stored.filter((path) => path.includes('/pages/')).every((path) => path.includes(`/v${version}/`)),
    ).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expectEveryPageShown(page, 3);
  });
});

test.describe('while saving', () => {
  // Without a service worker the page's own requests can be held back here; saving needs none.
  test.use({ serviceWorkers: 'block', allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test('progress shows page by page, Cancel removes what was stored, and a full device says so', async ({
    page,
    request,
    baseURL,
  }) => {
    const deck = await uploadDeckToSave(request, baseURL ?? '', 'Offline shunts', 3);
    await page.goto(deckPath(deck));

    // Only the first page's files get through until the save is cancelled.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/files/decks/**', async (route) => {
      if (route.request().resourceType() === 'fetch' && !route.request().url().includes('/pages/1-'))
        await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByTestId('offline-save-progress')).toHaveText('Saving 1 of 3 pages');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible();
    release();
    await expect.poll(() => savedCachePaths(page)).toEqual([]);
    await page.unroute('**/files/decks/**');

    // The second page does not fit.
    await page.evaluate(() => {
      const put = Cache.prototype.put;
      Cache.prototype.put = function (this: Cache, request: RequestInfo | URL, response: Response) {
        const url = request instanceof Request ? request.url : String(request);
        return url.includes('/pages/2-')
          ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
          : put.call(this, request, response);
      };
      (window as unknown as { restorePut: () => void }).restorePut = () => {
        Cache.prototype.put = put;
      };
    });
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `There is not enough free space on this device to save “${deck.title}”. Remove something you saved, or free up space on your phone, and try again.`,
    );
    expect(await savedCachePaths(page)).toEqual([]);

    await page.evaluate(() => (window as unknown as { restorePut: () => void }).restorePut());
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
  });

  test('a save the network cuts off goes on by itself when the network is back', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const deck = await uploadDeckToSave(request, baseURL ?? '', 'Offline flutter', 3);
    await page.goto(deckPath(deck));
    await page.route('**/files/decks/**', (route) =>
      route.request().resourceType() === 'fetch' && !route.request().url().includes('/pages/1-')
        ? route.abort('internetdisconnected')
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The network dropped after 1 of 3 pages. Saving goes on where it stopped when you are back online.',
    );
    await expect(page.getByTestId('offline-notice')).toBeVisible();

    await page.unroute('**/files/decks/**');
    // The browser's "online" event makes the site ask its server at once (connectivity.ts).
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeHidden();
  });
});
