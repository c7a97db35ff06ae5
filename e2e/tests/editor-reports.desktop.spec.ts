import { axeViolations } from '../support/fixtures.ts';
import { closeToasts, expect, signInAsEditor, test } from './editor-support.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

test.describe('editors handle reported decks', () => {
  test('a reported deck is taken down with a note, another is dismissed and stays', async ({
    page,
    browser,
    baseURL,
    editorState,
  }) => {
    // Two decks are processed one after the other, each allowed a minute on a busy machine.
    test.slow();
    const owner = await browser.newContext({ baseURL });
    const uploader = await createUploader(owner.request, baseURL, 'reported');
    const topic = { category: 'pathology', subCategory: 'neoplasia', pages: 1 };
    const copiedTitle = uniqueTitle('Copied atlas');
    const fineTitle = uniqueTitle('Own notes');
    const copied = await uploadReadyDeck(owner.request, baseURL, { title: copiedTitle, ...topic });
    const fine = await uploadReadyDeck(owner.request, baseURL, { title: fineTitle, ...topic });
    const copiedUrl = `/slidedetails/${copied.id}/pathology/neoplasia`;

    // A reader (signed out) reports the first deck through the viewer's dialog.
    await page.goto(copiedUrl);
    await page.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report this deck' });
    await report.getByLabel('It copies my work or someone else’s (copyright)').check();
    await report.getByLabel('Details (optional)').fill('Scanned from my textbook, chapter 4.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks, we will review this deck')).toBeVisible();
    const second = await page.request.post(`/api/decks/${fine.id}/reports`, {
      headers: { origin: baseURL ?? '' },
      data: { reason: 'spam', details: 'Looks like an advert' },
    });
    expect(second.status()).toBe(201);

    await signInAsEditor(page, editorState);
    await page.goto('/editor/reports');
    await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    const rowOf = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const copiedRow = rowOf(copiedTitle);
    await expect(copiedRow.getByText('1 open report')).toBeVisible();
    await expect(copiedRow.getByText('Scanned from my textbook, chapter 4.')).toBeVisible();
    await expect(copiedRow.getByText(/Copyright · by a visitor/)).toBeVisible();
    await expect(copiedRow.getByRole('link', { name: uploader.username })).toBeVisible();
    await expect(copiedRow.getByRole('link', { name: /View deck/ })).toHaveAttribute('href', copiedUrl);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);

    await copiedRow.getByRole('button', { name: `Take down “${copiedTitle}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Take this deck down?' });
    await confirm.getByLabel('Note to the uploader (optional)').fill('Copyright claim by the publisher.');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Take down' }).click();
    await expect(page.getByText(`“${copiedTitle}” is taken down.`)).toBeVisible();
    await expect(copiedRow).toHaveCount(0);

    const fineRow = rowOf(fineTitle);
    await fineRow.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(page.getByText(`Reports on “${fineTitle}” dismissed; the deck stays.`)).toBeVisible();
    await expect(fineRow).toHaveCount(0);

    // A signed-out visitor: the removed deck is not found, the dismissed one is still there.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(copiedUrl);
    expect(response?.status()).toBe(404);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(
      'This slide deck is not available',
    );
    await visitorPage.goto(`/slidedetails/${fine.id}/pathology/neoplasia`);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(fineTitle);
    await visitor.close();

    // The owner still sees it in their uploads, marked as taken down, with the editors' note.
    // The owner's context is still signed in (createUploader signed in its request, which shares cookies).
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/uploadedslides');
    const ownRow = ownerPage
      .getByRole('listitem')
      .filter({ has: ownerPage.getByRole('heading', { name: copiedTitle }) });
    await expect(ownRow.getByText('Taken down', { exact: true })).toBeVisible();
    await expect(ownRow.getByText(/Removed by the editors after a report on/)).toBeVisible();
    await expect(ownRow.getByText('Copyright claim by the publisher.')).toBeVisible();
    await expect(ownRow.getByRole('link', { name: `Edit “${copiedTitle}”` })).toHaveCount(0);
    await expect(ownRow.getByRole('button', { name: `Delete “${copiedTitle}”` })).toBeVisible();
    expect(await axeViolations(ownerPage)).toEqual([]);
    await owner.close();
  });
});
