import type { ClipList } from '@medshelf/shared';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

test.describe('the clipboard', () => {
  test('a page clipped from the viewer with a note', async ({ page, baseURL }) => {
    const user = await createUploader(page.request, baseURL, 'clipper');
    const title = uniqueTitle('Heart sounds');
    const deck = await uploadReadyDeck(page.request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
    });
    await page.goto(`/slidedetails/${deck.id}/medicine/cardiology`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Clip this page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clip page 2' });
    await expect(dialog.getByRole('img', { name: `Page 2 of ${title}` })).toBeVisible();
    await dialog.getByLabel('Note (optional)').fill('S3 gallop: listen at the apex');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Clip page' }).click();
    await expect(page.getByText('Page 2 clipped to your clipboard')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Clip this page' })).toBeFocused();

    const clips = (await (await page.request.get(`/api/people/${user.username}/clips`)).json()) as ClipList;
    expect(clips.items).toMatchObject([
      { pageNumber: 2, note: 'S3 gallop: listen at the apex', isPublic: false },
    ]);
  });

  test('a visitor is asked to join before clipping', async ({ page, request, baseURL }) => {
    await createUploader(request, baseURL, 'clipowner');
    const deck = await uploadReadyDeck(request, baseURL, {
      title: uniqueTitle('Murmurs'),
      category: 'medicine',
      subCategory: 'cardiology',
    });
    await page.goto(`/slidedetails/${deck.id}/medicine/cardiology`);
    await page.getByRole('button', { name: 'Clip this page' }).click();
    await expect(page.getByRole('dialog', { name: 'Join MedShelf' })).toBeVisible();
  });
});
