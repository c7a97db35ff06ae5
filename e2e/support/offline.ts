import type { DeckDetail, DeckProgress } from '@medshelf/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedUser } from './accounts.ts';
import { makePdf, pdfFile, signInRequest, uploadDeckViaApi } from './decks.ts';
import { expect } from './fixtures.ts';

let decks = 0;

const pageTexts = (count: number) =>
  Array.from({ length: count }, (_, index) => `Offline reading, page ${index + 1}.`);

/**
 * A ready deck of `pageCount` pages, uploaded by a new user signed in on `request`: the `request`
 * fixture leaves the page signed out, `page.request` signs the page in too.
 */
export async function uploadDeckToSave(
  request: APIRequestContext,
  baseURL: string,
  title: string,
  pageCount = 4,
): Promise<DeckDetail> {
  decks += 1;
  const user = await createVerifiedUser(request, baseURL, 'saver');
  await signInRequest(request, baseURL, user);
  // With a preference, a page sharing these cookies is never sent to /register (SPEC §4).
  const preference = await request.put('/api/account/preference', {
    headers: { origin: baseURL },
    data: { faculty: 'mbbs' },
  });
  expect(preference.ok(), await preference.text()).toBe(true);
  return uploadDeckViaApi(request, baseURL, {
    title: `${title} ${Date.now().toString(36)}${decks}`,
    pages: pageTexts(pageCount),
  });
}

/** The owner (signed in on `request`) replaces the deck's file; waits until its new pages exist. */
export async function replaceDeckFile(
  request: APIRequestContext,
  baseURL: string,
  deck: DeckDetail,
  pageCount: number,
): Promise<DeckDetail> {
  const buffer = await makePdf(pageTexts(pageCount), deck.title);
  const response = await request.put(`/api/decks/${deck.id}/file`, {
    headers: { origin: baseURL },
    multipart: { file: pdfFile(`${deck.title}.pdf`, buffer) },
  });
  expect(response.status(), await response.text()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/decks/${deck.id}/progress`)).json()) as DeckProgress).status,
      { timeout: 30_000 },
    )
    .toBe('ready');
  return (await (await request.get(`/api/decks/${deck.id}`)).json()) as DeckDetail;
}

/** The paths stored in the saved-for-offline cache. */
export function savedCachePaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('medshelf-saved-v1');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

export const deckPath = (deck: DeckDetail) =>
  `/slidedetails/${deck.id}/${deck.category.slug}/${deck.subCategory.slug}`;

/** Opens the site and waits until its service worker controls the page, as offline.spec.ts does. */
export async function waitForServiceWorker(page: Page) {
  await page.goto('/');
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Every page of the reader turned to (one page shows at a time) and drawn from a real image,
 * then back to the first page.
 */
export async function expectEveryPageShown(page: Page, pageCount: number) {
  const viewer = page.getByRole('region', { name: /^Pages of / });
  for (let number = 1; number <= pageCount; number += 1) {
    if (number > 1) await viewer.getByRole('button', { name: 'Next page' }).click();
    const image = viewer.getByRole('img', { name: `Page ${number} of ${pageCount}`, exact: true });
    await expect.poll(() => naturalWidth(image), { message: `page ${number} image` }).toBeGreaterThan(0);
  }
  for (let number = pageCount; number > 1; number -= 1) {
    await viewer.getByRole('button', { name: 'Previous page' }).click();
  }
  await expect(viewer.getByRole('img', { name: `Page 1 of ${pageCount}`, exact: true })).toBeVisible();
}

export function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
}

export const savedDialog = (page: Page) => page.getByRole('dialog', { name: 'Saved on this device' });
