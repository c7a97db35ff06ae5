import { messages } from '@medshelf/shared/messages';
import type { Locator } from '@playwright/test';
import { cardiologyPages, makePdf, pdfFile, signInAsUploader } from '../support/decks.ts';
import { expect, test } from '../support/fixtures.ts';

/** Whether two boxes on screen share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('both must be on screen');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test.describe('a phone-sized screen', () => {
  test('after an upload the page shows the processing status, not the footer', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAsUploader(page, request, baseURL as string, 'phoneup');
    const title = `Phone upload ${Date.now().toString(36)}`;
    await page.goto('/uploadslide');
    await page
      .getByLabel('Choose your deck')
      .setInputFiles(pdfFile('phone.pdf', await makePdf(cardiologyPages(), title)));
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).selectOption('medicine');
    await page.getByLabel('Sub-category', { exact: true }).selectOption('cardiology');
    await page.getByRole('button', { name: 'Upload deck' }).click();
    await expect(page.getByText(`“${title}” is uploaded.`)).toBeInViewport();
    await expect(
      page.getByRole('heading', { name: /Waiting to be processed|Processing your deck|Your deck is ready/ }),
    ).toBeInViewport();
  });

  test('a toast covers neither the top bar nor an open dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join MedShelf' });
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: messages.enterCredentials });
    await expect(toast).toBeVisible();
    // Let the toast finish sliding in before measuring where it sits.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    expect(await overlap(toast, dialog)).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await overlap(toast, page.getByRole('banner'))).toBe(false);
  });
});
