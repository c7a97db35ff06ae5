import { deckMessages } from '@medshelf/shared/deck-limits';
import { messages } from '@medshelf/shared/messages';
import { paths } from '@medshelf/shared/routes';
import type { Page } from '@playwright/test';
import { createVerifiedUser, signInThroughDialog } from '../support/accounts.ts';
import {
  cardiologyPages,
  fakePdf,
  makePdf,
  pdfFile,
  signInAsUploader,
  signInRequest,
  uploadDeckViaApi,
} from '../support/decks.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';

async function chooseTopic(page: Page) {
  await page.getByLabel('Category', { exact: true }).selectOption('medicine');
  await page.getByLabel('Sub-category', { exact: true }).selectOption('cardiology');
}

test.describe('upload errors keep what was typed', () => {
  test.use({
    allowedConsoleErrors: [/status of 400 .*\/api\/decks|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/],
  });

  test('the form says what is missing, and the browser refuses an empty file before sending it', {
    tag: '@mobile',
  }, async ({ page, request, baseURL }) => {
    await signInAsUploader(page, request, baseURL as string, 'form');
    await page.goto('/uploadslide');
    await page.getByRole('button', { name: 'Upload deck' }).click();
    await expect(page.getByText(deckMessages.fileRequired)).toBeVisible();
    await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please choose a category')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    await page
      .getByLabel('Choose your deck')
      .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(page.getByText(deckMessages.empty)).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('Empty deck');
    await chooseTopic(page);
    await page.getByRole('button', { name: 'Upload deck' }).click();
    await expect(page.getByText(deckMessages.empty)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('a ".pdf" that is really text gets the server’s message and the title stays', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAsUploader(page, request, baseURL as string, 'fake');
    await page.goto('/uploadslide');
    await page.getByLabel('Choose your deck').setInputFiles(fakePdf());
    await page.getByLabel('Title', { exact: true }).fill('My pharmacology notes');
    await chooseTopic(page);
    await page.getByRole('button', { name: 'Upload deck' }).click();
    await expect(page.getByRole('alert').filter({ hasText: deckMessages.notADeck })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('My pharmacology notes');
    await expect(page.getByLabel('Sub-category', { exact: true })).toHaveValue('cardiology');
  });

  test('a dropped connection says so, keeps the form and Retry sends it', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAsUploader(page, request, baseURL as string, 'net');
    const title = `Arrhythmias ${Date.now().toString(36)}`;
    await page.goto('/uploadslide');
    await page
      .getByLabel('Choose your deck')
      .setInputFiles(pdfFile('arrhythmias.pdf', await makePdf(cardiologyPages(), title)));
    await page.getByLabel('Title', { exact: true }).fill(title);
    await chooseTopic(page);

    await page.route('**/api/decks', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Upload deck' }).click();
    const alert = page.getByRole('alert').filter({ hasText: messages.checkConnection });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByText('arrhythmias.pdf')).toBeVisible();

    await page.unroute('**/api/decks');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Your deck is ready' })).toBeVisible({ timeout: 30_000 });
  });

  test('Cancel stops the upload and keeps the form', async ({ page, request, baseURL }) => {
    await signInAsUploader(page, request, baseURL as string, 'stop');
    await page.goto('/uploadslide');
    await page
      .getByLabel('Choose your deck')
      .setInputFiles(pdfFile('slow.pdf', await makePdf(cardiologyPages(), 'Slow')));
    await page.getByLabel('Title', { exact: true }).fill('Slow network deck');
    await chooseTopic(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 100,
    });
    await page.getByRole('button', { name: 'Upload deck' }).click();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByText('Upload cancelled. Your details and file are still here.')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Slow network deck');
    await expect(page.getByText('slow.pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload deck' })).toBeEnabled();
  });
});

test.describe('editing belongs to the owner', () => {
  test.use({ allowedConsoleErrors: [/status of 40[34] .*\/api\/decks\//] });

  test('another user opening the edit link is told they cannot edit it', async ({
    page,
    playwright,
    request,
    baseURL,
  }) => {
    const owner = await createVerifiedUser(request, baseURL as string, 'own');
    const ownerApi = await playwright.request.newContext({ baseURL });
    await signInRequest(ownerApi, baseURL as string, owner);
    const deck = await uploadDeckViaApi(ownerApi, baseURL as string, {
      title: `Owned deck ${Date.now().toString(36)}`,
    });
    await ownerApi.dispose();

    await signInAsUploader(page, request, baseURL as string, 'other');
    await page.goto(paths.editSlide(deck.owner.id, deck.id));
    await expect(page.getByRole('heading', { name: 'You cannot edit this deck' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to your uploads' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('signed out', () => {
  test('the upload page asks to join and, after sign-in, shows the form', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await signInAsUploader(page, request, baseURL as string, 'anon');
    await page.getByRole('button', { name: `Account menu for ${user.email}` }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Join Now' })).toBeVisible();

    await page.goto('/uploadslide');
    await expect(page.getByRole('heading', { name: 'Join MedShelf to upload' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Join Now' }).click();
    await signInThroughDialog(page, user.email, user.password);
    await expect(page).toHaveURL('/uploadslide');
    await expect(page.getByLabel('Choose your deck')).toBeVisible();
  });
});
