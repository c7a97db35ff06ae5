import { deckMessages } from '@medshelf/shared/deck-limits';
import type { APIRequestContext, CDPSession, Page, Request } from '@playwright/test';
import { cardiologyPages, makePdf, pdfFile, signInAsUploader } from '../support/decks.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';

/** Slows the upload to a crawl, like a phone on a weak signal, so the progress bar can be seen. */
async function throttleUpload(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/**
 * Where this project's decks go. Every test here deletes its deck, and a page that listed a deck
 * before it was deleted asks for its thumbnail after, a 404 (a console error): so a nursing
 * category, which the MBBS members of the other upload tests never see listed, and one for each
 * project, as a deck's page lists the decks of its category.
 */
function deckTopic() {
  return test.info().project.name === 'mobile-360'
    ? { category: 'community-health-nursing', subCategory: 'family-health' }
    : { category: 'medical-surgical-nursing', subCategory: 'cardiovascular-nursing' };
}

async function fillDetails(page: Page, title: string) {
  const { category, subCategory } = deckTopic();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('The cardiac cycle, the ECG and heart failure in three slides.');
  await page.getByLabel('Category', { exact: true }).selectOption(category);
  await page.getByLabel('Sub-category', { exact: true }).selectOption(subCategory);
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('ecg');
  await tags.press('Enter');
  await tags.fill('heart,');
  await expect(page.getByRole('button', { name: 'Remove tag ecg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove tag heart' })).toBeVisible();
}

// As long as uploadReadyDeck waits: in CI the PostgreSQL pass shares the CPU with the container
// build, and a render there once took longer than 30 s.
const deckReadyMs = 60_000;

/** A new member's deck, uploaded and ready, its edit page open: what the delete races start from. */
async function uploadToDelete(page: Page, request: APIRequestContext, baseURL: string, name: string) {
  await signInAsUploader(page, request, baseURL, name.toLowerCase());
  const title = `${name} ${Date.now().toString(36)}`;
  await page.goto('/uploadslide');
  await page
    .getByLabel('Choose your deck')
    .setInputFiles(pdfFile(`${name.toLowerCase()}.pdf`, await makePdf(cardiologyPages(), title)));
  await fillDetails(page, title);
  await page.getByRole('button', { name: 'Upload deck' }).click();
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page.getByRole('heading', { name: 'Your deck is ready' })).toBeVisible({
    timeout: deckReadyMs,
  });
  return { title, deckId: new URL(page.url()).pathname.split('/').pop() ?? '' };
}

// One after the other, as one uploader's page could otherwise list the deck another deletes (see
// deckTopic).
test.describe('uploading a deck', () => {
  test.describe.configure({ mode: 'default' });
  test('upload with a progress bar, watch it process live, view it, list it, edit it, delete it', {
    tag: '@mobile',
  }, async ({ page, request, baseURL }) => {
    test.slow();
    await signInAsUploader(page, request, baseURL as string, 'deck');
    const title = `ECG basics ${Date.now().toString(36)}`;
    const pdf = await makePdf(cardiologyPages(), title);

    await page.goto('/uploadslide');
    await page.getByLabel('Choose your deck').setInputFiles(pdfFile('ecg-basics.pdf', pdf));
    await expect(page.getByText('ecg-basics.pdf')).toBeVisible();
    await fillDetails(page, title);
    await expect(page.getByLabel('Allow download')).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    const cdp = await throttleUpload(page, Math.ceil(pdf.length / 4));
    await page.getByRole('button', { name: 'Upload deck' }).click();
    await expect(page.getByRole('progressbar', { name: /Uploading|Checking your file/ })).toBeVisible();
    await expect(page.getByText(/\d+% · .+ of .+/)).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expect(page.getByText(deckMessages.uploaded)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your deck is ready' })).toBeVisible({
      timeout: deckReadyMs,
    });
    await page.getByRole('link', { name: 'View your deck' }).click();
    const { category, subCategory } = deckTopic();
    await expect(page).toHaveURL(new RegExp(`/slidedetails/[^/]+/${category}/${subCategory}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goto('/uploadedslides');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Ready', { exact: true })).toBeVisible();
    await expect(row.getByText(/\d+ views?/)).toBeVisible();
    await expect(row.getByText(/\d+ likes?/)).toBeVisible();
    await expect(row.getByRole('link', { name: `View “${title}”` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: `Edit “${title}”` }).click();
    await expect(page).toHaveURL(/\/uploadslide\/[^/]+\/[^/]+$/);
    const titleField = page.getByLabel('Title', { exact: true });
    await expect(titleField).toHaveValue(title);
    await expect(page.getByLabel('Sub-category', { exact: true })).toHaveValue(subCategory);
    await expect(page.getByRole('button', { name: 'Remove tag heart' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const renamed = `${title} (revised)`;
    await titleField.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(deckMessages.saved)).toBeVisible();

    await page.goto('/uploadedslides');
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await page.getByRole('button', { name: `Delete “${renamed}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this deck?' });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Delete deck' }).click();
    await expect(page.getByText(deckMessages.deleted)).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upload your first deck' })).toBeVisible();
  });

  test('replacing the file renders it again; deleting from the edit page asks first', async ({
    page,
    request,
    baseURL,
  }) => {
    // The deck is processed twice (the first file, then its replacement), each allowed deckReadyMs.
    test.slow();
    await signInAsUploader(page, request, baseURL as string, 'del');
    const title = `Heart sounds ${Date.now().toString(36)}`;
    await page.goto('/uploadslide');
    await page
      .getByLabel('Choose your deck')
      .setInputFiles(pdfFile('heart.pdf', await makePdf(cardiologyPages(), title)));
    await fillDetails(page, title);
    await page.getByRole('button', { name: 'Upload deck' }).click();
    await page.getByRole('link', { name: 'Edit details' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByRole('heading', { name: 'Your deck is ready' })).toBeVisible({
      timeout: deckReadyMs,
    });
    await expect(page.getByText('heart.pdf')).toBeVisible();

    await page.getByRole('button', { name: 'Replace file' }).click();
    const twoPages = await makePdf(cardiologyPages().slice(0, 2), title);
    await page.getByLabel('Choose the new file').setInputFiles(pdfFile('heart-v2.pdf', twoPages));
    await page.getByRole('button', { name: 'Upload new file' }).click();
    // The first upload's toast may still be showing (5 s): the newest is the replacement's.
    await expect(page.getByText(deckMessages.uploaded).last()).toBeVisible();
    await expect(page.getByText('heart-v2.pdf')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your deck is ready' })).toBeVisible({
      timeout: deckReadyMs,
    });
    await expect(page.getByText(/2 pages/)).toBeVisible();

    await page.getByRole('button', { name: `Delete deck “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this deck?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Delete deck “${title}”` }).click();
    await dialog.getByRole('button', { name: 'Delete deck' }).click();
    await expect(page).toHaveURL('/uploadedslides');
    await expect(page.getByText(deckMessages.deleted)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('a request for the deck still on its way when it is deleted is called off, not answered 404', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const { title, deckId } = await uploadToDelete(page, request, baseURL as string, 'Murmurs');

    // As on a busy server: the deck asked for again as its new file turns ready is answered only
    // once the delete is done there, and before the page hears that it is.
    let asked = () => {};
    const askedAgain = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let deleted = () => {};
    const deletedOnServer = new Promise<void>((resolve) => {
      deleted = resolve;
    });
    let over = () => {};
    const requestOver = new Promise<void>((resolve) => {
      over = resolve;
    });
    // How each later request for the deck ended: its status, or called off by the page.
    const ended: string[] = [];
    const end = (how: string) => {
      ended.push(how);
      over();
    };
    await page.route(`**/api/decks/${deckId}`, async (route) => {
      if (route.request().method() === 'DELETE') {
        const response = await route.fetch();
        deleted();
        await requestOver;
        await route.fulfill({ response });
        return;
      }
      asked();
      await deletedOnServer;
      await route.continue().catch(() => end('called off'));
    });
    const isDeckGet = (sent: Request) =>
      sent.method() === 'GET' && new URL(sent.url()).pathname === `/api/decks/${deckId}`;
    page.on('requestfailed', (failed) => {
      if (isDeckGet(failed)) end('called off');
    });
    page.on('requestfinished', async (finished) => {
      if (isDeckGet(finished)) end(String((await finished.response())?.status()));
    });

    await page.getByRole('button', { name: 'Replace file' }).click();
    const twoPages = await makePdf(cardiologyPages().slice(0, 2), title);
    await page.getByLabel('Choose the new file').setInputFiles(pdfFile('murmurs-v2.pdf', twoPages));
    await page.getByRole('button', { name: 'Upload new file' }).click();
    await expect(page.getByText(/2 pages/)).toBeVisible({ timeout: deckReadyMs });
    await askedAgain;

    await page.getByRole('button', { name: `Delete deck “${title}”` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this deck?' })
      .getByRole('button', { name: 'Delete deck' })
      .click();
    await expect(page).toHaveURL('/uploadedslides');
    await expect(page.getByText(deckMessages.deleted)).toBeVisible();
    expect(ended.length).toBeGreaterThan(0);
    expect(ended).not.toContain('404');
  });

  test('news of the deck that comes while it is being deleted asks the server for nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const { title, deckId } = await uploadToDelete(page, request, baseURL as string, 'Valves');

    // As on a slow network: the replaced file's news (the event stream, the status polls) is held
    // until the delete is done on the server, then the stream says the deck is ready; the page
    // hears that the delete is done only once it has shown that news.
    let deleted = () => {};
    const deletedOnServer = new Promise<void>((resolve) => {
      deleted = resolve;
    });
    let shown = () => {};
    const readyShown = new Promise<void>((resolve) => {
      shown = resolve;
    });
    await page.route('**/api/events', async (route) => {
      await deletedOnServer;
      const ready = { id: deckId, status: 'ready', failureReason: null, pagesDone: 2, pageCount: 2 };
      await route.fulfill({
        contentType: 'text/event-stream',
        body: `event: deck\ndata: ${JSON.stringify(ready)}\n\n`,
      });
    });
    await page.route(`**/api/decks/${deckId}/progress`, async (route) => {
      await deletedOnServer;
      await route.continue().catch(() => {});
    });
    await page.route(`**/api/decks/${deckId}`, async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      const response = await route.fetch();
      deleted();
      await readyShown;
      await route.fulfill({ response });
    });
    let deleting = false;
    const askedWhileDeleting: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (deleting && sent.method() === 'GET' && path.startsWith(`/api/decks/${deckId}`)) {
        askedWhileDeleting.push(path);
      }
    });

    await page.getByRole('button', { name: 'Replace file' }).click();
    const twoPages = await makePdf(cardiologyPages().slice(0, 2), title);
    await page.getByLabel('Choose the new file').setInputFiles(pdfFile('valves-v2.pdf', twoPages));
    await page.getByRole('button', { name: 'Upload new file' }).click();
    await expect(
      page.getByRole('heading', { name: /Waiting to be processed…|Processing your deck…/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: `Delete deck “${title}”` }).click();
    deleting = true;
    await page
      .getByRole('dialog', { name: 'Delete this deck?' })
      .getByRole('button', { name: 'Delete deck' })
      .click();
    // Behind the dialog, which hides the rest of the page from assistive technology.
    await expect(page.getByText('Your deck is ready')).toBeVisible();
    shown();
    await expect(page).toHaveURL('/uploadedslides');
    await expect(page.getByText(deckMessages.deleted)).toBeVisible();
    expect(askedWhileDeleting).toEqual([]);
  });
});
