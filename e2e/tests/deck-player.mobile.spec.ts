import { paths } from '@medshelf/shared/routes';
import { expect, test } from '../support/fixtures.ts';
import { pinchOut, swipe } from '../support/touch.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

test.describe('a phone-sized reader', () => {
  test('the header steps aside while reading; double tap and pinch zoom', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'phone');
    const title = uniqueTitle('Arrhythmias');
    const deck = await uploadReadyDeck(request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
      description: 'Long enough a page to scroll.\n'.repeat(20),
    });
    await page.goto(paths.slideDetails(deck.id, 'medicine', 'cardiology'));
    const header = page.getByRole('banner');
    const player = page.getByRole('region', { name: `Pages of ${title}` });
    const shown = player.getByRole('img');
    await expect(shown).toHaveAccessibleName('Page 1 of 3');
    const headerBottom = async () => (await header.boundingBox())?.y ?? 0;

    // Scrolling down to read hides it, scrolling up brings it back.
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect.poll(headerBottom).toBeLessThan(-50);
    await page.evaluate(() => window.scrollBy(0, -60));
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect.poll(headerBottom).toBeGreaterThanOrEqual(0);
    // Turning the page with a finger hides it; a tap on the page brings it back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await swipe(page, shown, -160);
    await expect(shown).toHaveAccessibleName('Page 2 of 3');
    await expect(header).toHaveAttribute('data-hidden', 'true');
    const box = await shown.boundingBox();
    await page.touchscreen.tap((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
    await expect(header).toHaveAttribute('data-hidden', 'false');

    // A double tap zooms the page in, a second one fits it again.
    const width = async () => (await shown.boundingBox())?.width ?? 0;
    const fitted = await width();
    const at = { x: (box?.x ?? 0) + 60, y: (box?.y ?? 0) + 40 };
    await page.touchscreen.tap(at.x, at.y);
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(width).toBeGreaterThan(fitted * 1.8);
    await page.touchscreen.tap(at.x, at.y);
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(width).toBeLessThan(fitted * 1.1);

    // The browser's own pinch zoom works on the page.
    await pinchOut(page, 180, at.y + 20);
    await expect.poll(() => page.evaluate(() => window.visualViewport?.scale ?? 1)).toBeGreaterThan(1.5);
  });
});
