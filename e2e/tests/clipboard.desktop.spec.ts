import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

test.describe('the clipboard', () => {
  test('a page clipped from the viewer with a note, found in the clipboard tab, edited and shared', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
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

    await page.goto(`/profile/${user.username}?tab=clipboard`);
    const clips = page.getByRole('list', { name: 'Clipped pages' });
    const clip = clips.getByRole('listitem');
    await expect(clip).toHaveCount(1);
    await expect(clip.getByText('S3 gallop: listen at the apex')).toBeVisible();
    await expect(clip.getByText('Private')).toBeVisible();
    const picture = clip.getByRole('img', { name: `Page 2 of ${title}` });
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('width', /\d+/);
    await expect(clip.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/slidedetails/${deck.id}/medicine/cardiology?page=2`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Another member sees no private clip.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto(`/profile/${user.username}?tab=clipboard`);
    await expect(other.getByRole('heading', { name: 'No public clips yet' })).toBeVisible();

    await clip.getByRole('button', { name: `Edit note on Page 2 of ${title}` }).click();
    await clip.getByLabel('Note (optional)').fill('S3 gallop: low-pitched, at the apex');
    await clip.getByRole('checkbox', { name: /Public/ }).check();
    await clip.getByRole('button', { name: 'Save clip' }).click();
    await expect(page.getByText('Clip saved')).toBeVisible();
    await expect(clip.getByText('S3 gallop: low-pitched, at the apex')).toBeVisible();
    await expect(clip.getByText('Public', { exact: true })).toBeVisible();

    await other.reload();
    await expect(
      other.getByRole('list', { name: 'Clipped pages' }).getByText('S3 gallop: low-pitched'),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: /Edit note|Delete the clip/ })).toHaveCount(0);
    await otherContext.close();

    await clip.getByRole('button', { name: `Delete the clip of Page 2 of ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this clip?' })
      .getByRole('button', { name: 'Delete clip' })
      .click();
    await expect(page.getByRole('heading', { name: 'Your clipboard is empty' })).toBeVisible();
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
