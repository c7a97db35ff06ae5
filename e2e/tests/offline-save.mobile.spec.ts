import { axeViolations, expect, test } from '../support/fixtures.ts';
import {
  deckPath,
  expectEveryPageShown,
  savedDialog,
  uploadDeckToSave,
  waitForServiceWorker,
} from '../support/offline.ts';

test.describe('saved for offline on a phone', () => {
  test.use({
    serviceWorkers: 'allow',
    // A cheap phone's screen: at 360 px × 1.5 the viewer's srcset picks the small page images.
    deviceScaleFactor: 1.5,
    allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
  });

  test('the small page size a phone asks for reads offline, and the saved list fits 360 px', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const deck = await uploadDeckToSave(request, baseURL ?? '', 'Offline murmurs', 3);
    await waitForServiceWorker(page);
    await page.goto(deckPath(deck));
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText(/^Saved for offline · /)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expectEveryPageShown(page, 3);
    const first = page.getByRole('img', { name: 'Page 1 of 3', exact: true });
    expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-small\.webp$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Saved for offline' })
      .click();
    const dialog = savedDialog(page);
    await expect(dialog.getByTestId('saved-deck').filter({ hasText: deck.title })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
});
