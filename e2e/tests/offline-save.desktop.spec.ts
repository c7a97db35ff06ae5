import { axeViolations, expect, test } from '../support/fixtures.ts';
import {
  deckPath,
  expectEveryPageShown,
  naturalWidth,
  savedDialog,
  uploadDeckToSave,
  waitForServiceWorker,
} from '../support/offline.ts';

test.describe('saving a deck for offline', () => {
  test.use({
    serviceWorkers: 'allow',
    // Requests made before the app learns it is offline (the view count) fail, and Chromium logs them.
    allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
  });

  test('a saved deck opens and reads with the network off; removed, it says it is not saved', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const deck = await uploadDeckToSave(request, baseURL ?? '', 'Offline arrhythmias', 4);
    await waitForServiceWorker(page);

    // Signed out: saving needs no account.
    await page.goto(deckPath(deck));
    await expect(page.getByRole('heading', { level: 1, name: deck.title })).toBeVisible();
    await page.getByRole('button', { name: 'Save for offline' }).click();
    const saved = page.getByText(/^Saved for offline · \d+(\.\d)? (KB|MB)$/);
    await expect(saved).toBeVisible();
    const size = (await saved.textContent())?.replace('Saved for offline · ', '') ?? '';

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: deck.title })).toBeVisible();
    await expectEveryPageShown(page, 4);
    // The counter follows the strip, Next and the keyboard, as online.
    const viewer = page.getByRole('region', { name: /^Pages of / });
    await viewer.getByRole('button', { name: 'Page thumbnails' }).click();
    await page.getByRole('button', { name: 'Go to page 1' }).click();
    await expect(viewer.getByText('Page 1 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(viewer.getByText('Page 2 of 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Page 3 of 4')).toBeVisible();
    const thumbs = page.getByRole('list', { name: 'Pages' }).locator('img');
    await expect(thumbs).toHaveCount(4);
    for (const thumb of await thumbs.all()) {
      await expect.poll(() => naturalWidth(thumb)).toBeGreaterThan(0);
    }

    // From the home page, through the offline notice and the saved list.
    await page.getByRole('link', { name: 'MedShelf home' }).click();
    await page.getByRole('button', { name: 'See what is saved on this device' }).click();
    const dialog = savedDialog(page);
    await expect(dialog).toBeVisible();
    const row = dialog.getByTestId('saved-deck').filter({ hasText: deck.title });
    await expect(row).toContainText(`4 pages · ${size}`);
    await expect(dialog.getByTestId('saved-total')).toHaveText(size);
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: deck.title }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(deckPath(deck));
    await expectEveryPageShown(page, 4);

    // Removed: the deck page says so, and offers the way to what is saved.
    await page.getByRole('button', { name: 'See what is saved on this device' }).click();
    await row.getByRole('button', { name: `Remove ${deck.title}` }).click();
    await expect(dialog.getByRole('heading', { name: 'Nothing is saved on this device yet' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: 'This deck is not saved on this device' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'See what is saved', exact: true })).toBeVisible();

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: deck.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save for offline' })).toBeEnabled();
  });
});
