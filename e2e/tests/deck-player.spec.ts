import { paths } from '@medshelf/shared/routes';
import type { Page } from '@playwright/test';
import { axeViolations, expect, markScriptless, test } from '../support/fixtures.ts';
import { swipe } from '../support/touch.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

/** The numbers of the deck pages whose images the page asks for, in the order asked. */
function pageImagesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (call) => {
    const match = /\/pages\/(\d+)-(?:small|large)\.webp$/.exec(new URL(call.url()).pathname);
    if (match?.[1]) asked.push(match[1]);
  });
  return asked;
}

test.describe('the deck page around a player', { tag: '@mobile' }, () => {
  test('the first screen holds the page and the actions; keys and swipes turn one page at a time', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'player');
    const title = uniqueTitle('Valve disease');
    const deck = await uploadReadyDeck(request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
      pages: 4,
    });
    const pageImages = pageImagesAsked(page);

    await page.goto(paths.slideDetails(deck.id, 'medicine', 'cardiology'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const player = page.getByRole('region', { name: `Pages of ${title}` });
    const shown = player.getByRole('img');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName('Page 1 of 4');
    await expect(shown).toBeInViewport({ ratio: 1 });
    for (const action of [
      page.getByRole('button', { name: /^Like/ }),
      page.getByRole('button', { name: 'Save to playlist' }),
      page.getByRole('button', { name: 'Share' }),
      page.getByRole('link', { name: /^Download/ }),
    ]) {
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByTestId('deck-views')).toBeInViewport();

    // Only the page shown and the next one are fetched; the next is ready before it is asked for.
    const next = page.locator('[data-page-box="2"] img');
    await expect
      .poll(() => next.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect([...new Set(pageImages)].sort()).toEqual(['1', '2']);

    const counter = (n: number) => player.getByText(`Page ${n} of 4`, { exact: true });
    await expect(player.getByText('1 / 4', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(counter(2)).toBeAttached();
    await expect(shown).toHaveAccessibleName('Page 2 of 4');
    await expect(player.getByText('2 / 4', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\?page=2$/);
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAccessibleName('Page 1 of 4');

    await swipe(page, shown, -160);
    await expect(shown).toHaveAccessibleName('Page 2 of 4');
    await swipe(page, shown, -160);
    await expect(shown).toHaveAccessibleName('Page 3 of 4');
    await swipe(page, shown, 160);
    await expect(shown).toHaveAccessibleName('Page 2 of 4');
    // A short or mostly upright movement is not a swipe.
    await swipe(page, shown, -20);
    await expect(shown).toHaveAccessibleName('Page 2 of 4');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(shown).toHaveAccessibleName('Page 3 of 4');
    await player.getByRole('button', { name: 'Page thumbnails' }).click();
    await player.getByRole('button', { name: 'Go to page 4' }).click();
    await expect(shown).toHaveAccessibleName('Page 4 of 4');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The address follows the page: a reload opens where the reader was.
    await expect(page).toHaveURL(/\?page=4$/);
    await page.reload();
    await expect(shown).toHaveAccessibleName('Page 4 of 4');
  });

  test('scrolling through all pages is remembered on the device', async ({ page, request, baseURL }) => {
    await createUploader(request, baseURL, 'scrollmode');
    const title = uniqueTitle('Heart failure');
    const deck = await uploadReadyDeck(request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
    });
    await page.goto(`${paths.slideDetails(deck.id, 'medicine', 'cardiology')}?page=2`);
    const player = page.getByRole('region', { name: `Pages of ${title}` });
    await expect(player.getByRole('img')).toHaveAccessibleName('Page 2 of 3');

    const mode = player.getByRole('button', { name: 'Scroll through all pages' });
    await expect(mode).toHaveAttribute('aria-pressed', 'false');
    await mode.click();
    await expect(mode).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('img')).toHaveCount(3);
    // The page being read stays the one in view.
    await expect(player.getByRole('img', { name: 'Page 2 of 3' })).toBeInViewport();
    await expect(player.getByText('Page 2 of 3', { exact: true })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(mode).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('img')).toHaveCount(3);
    await mode.click();
    await expect(mode).toHaveAttribute('aria-pressed', 'false');
    await expect(player.getByRole('img')).toHaveCount(1);
    await page.reload();
    await expect(player.getByRole('img')).toHaveCount(1);
  });
  test('a page turned as the scrolled pages grow with the zoom is the page shown', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'zoomturn');
    const title = uniqueTitle('Arrhythmias');
    const deck = await uploadReadyDeck(request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
      pages: 5,
    });
    await page.goto(`${paths.slideDetails(deck.id, 'medicine', 'cardiology')}?page=3`);
    const player = page.getByRole('region', { name: `Pages of ${title}` });
    await player.getByRole('button', { name: 'Scroll through all pages' }).click();
    await player.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(player.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
    const counter = (n: number) => player.getByText(`Page ${n} of 5`, { exact: true });
    await expect(counter(3)).toBeVisible();

    // ← pressed before the zoomed pages are painted (a quick reader, a slow phone).
    await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('button[aria-label="Zoom in"]')?.click();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
    await expect(player.getByRole('status').filter({ hasText: 'Zoom 150%' })).toBeVisible();
    await expect(counter(2)).toBeVisible();
    const second = player.getByRole('img', { name: 'Page 2 of 5' });
    const secondTop = async () => Math.round((await second.boundingBox())?.y ?? -1);
    await expect.poll(secondTop).toBeGreaterThanOrEqual(0);
    await expect.poll(secondTop).toBeLessThan(40);
    await expect(counter(2)).toBeVisible();
  });

  test('related decks and comments are fetched as the reader scrolls near them', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'related');
    // A category no other test uploads to: related decks are the most viewed of it.
    const otherTitle = uniqueTitle('Heart failure');
    await uploadReadyDeck(request, baseURL, {
      title: otherTitle,
      category: 'biochemistry',
      subCategory: 'enzymes',
      pages: 1,
    });
    const title = uniqueTitle('Heart block');
    const deck = await uploadReadyDeck(request, baseURL, {
      title,
      category: 'biochemistry',
      subCategory: 'enzymes',
      pages: 3,
    });
    const calls: string[] = [];
    page.on('request', (call) => {
      const { pathname } = new URL(call.url());
      if (/\/(related|comments)$/.test(pathname)) calls.push(pathname);
    });

    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(paths.slideDetails(deck.id, 'biochemistry', 'enzymes'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // On a phone's first screen, the related decks are screens away: not asked for yet.
    expect(calls).not.toContain(`/api/decks/${deck.id}/related`);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: 'Related slides' }).getByRole('link', { name: otherTitle }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Comments/ }).getByText('No comments yet')).toBeVisible();
    expect(calls.toSorted()).toEqual([`/api/decks/${deck.id}/comments`, `/api/decks/${deck.id}/related`]);
  });
  test('the next page waits for the reader to start: before that the first page has the network to itself', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'first-page');
    const deck = await uploadReadyDeck(request, baseURL, {
      title: uniqueTitle('Heart block'),
      category: 'medicine',
      subCategory: 'cardiology',
      pages: 3,
    });
    const pageImages = pageImagesAsked(page);
    // The app's entry is held back, as on a slow network: the server's page is on its own.
    let startApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      startApp = resolve;
    });
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // The navigation cannot wait for the app to start, as it does everywhere else.
    markScriptless(page);
    await page.goto(paths.slideDetails(deck.id, 'medicine', 'cardiology'), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-page-box="1"] img')).toHaveJSProperty('complete', true);
    expect(pageImages).toEqual(['1']);

    startApp();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect.poll(() => [...new Set(pageImages)]).toEqual(['1', '2']);
  });
  test('the page starts with few preload links: the browser finds the route chunk and its imports itself', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'preloads');
    const deck = await uploadReadyDeck(request, baseURL, {
      title: uniqueTitle('Aortic stenosis'),
      category: 'medicine',
      subCategory: 'cardiology',
      pages: 1,
    });
    await page.goto(paths.slideDetails(deck.id, 'medicine', 'cardiology'));
    // Each appended link costs the main thread; the route's chunk and its own imports were 23.
    const preloads = await page
      .locator('link[rel=modulepreload]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads.length).toBeLessThan(10);
    expect(preloads.filter((path) => /\/slide-details-page-/.test(path))).toEqual([]);
  });
  test('the share menu and the report dialog load their code when first used, and give focus back', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'actions');
    const title = uniqueTitle('Mitral stenosis');
    const deck = await uploadReadyDeck(request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
      pages: 1,
    });
    await page.goto(paths.slideDetails(deck.id, 'medicine', 'cardiology'));
    const scripts: string[] = [];
    page.on('request', (call) => {
      if (call.resourceType() === 'script') scripts.push(new URL(call.url()).pathname);
    });

    // The menu's code did not come with the page: pointing at Share asks for it.
    const share = page.getByRole('button', { name: 'Share' });
    await share.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await share.click();
    await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(share).toBeFocused();

    const loadedForShare = scripts.length;
    const report = page.getByRole('button', { name: 'Report' });
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report this deck' });
    await expect(dialog).toBeVisible();
    expect(scripts.length).toBeGreaterThan(loadedForShare);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();
  });
});
