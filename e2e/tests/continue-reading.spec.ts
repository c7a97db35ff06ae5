import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

/** "Continue reading" of issue 17: the page left of each deck, first on home, reopened there. */
test.describe('continue reading', { tag: '@mobile' }, () => {
  async function twoDecks(request: Parameters<typeof createUploader>[0], baseURL: string | undefined) {
    await createUploader(request, baseURL, 'readowner');
    const deck = () =>
      uploadReadyDeck(request, baseURL, {
        title: uniqueTitle('Nephron'),
        category: 'medicine',
        subCategory: 'cardiology',
        pages: 4,
      });
    const first = await deck();
    const second = await deck();
    return [first, second].map((made) => ({
      ...made,
      path: `/slidedetails/${made.id}/medicine/cardiology`,
    }));
  }

  /** Reads a deck at a page and waits until that page is kept (it is after a moment on it). */
  async function readAt(page: Page, path: string, pageNumber: number, kept: () => Promise<string>) {
    await page.goto(`${path}?page=${pageNumber}`);
    await expect(page.getByText(`Page ${pageNumber} of 4`).first()).toBeVisible();
    await expect.poll(kept, { timeout: 10_000 }).toContain(`"page":${pageNumber}`);
  }

  const onDevice = (page: Page) => () => page.evaluate(() => localStorage.getItem('medshelf:reading') ?? '');

  test('a visitor’s deck left at page 3 is first on home and reopens at that page', async ({
    page,
    request,
    baseURL,
  }) => {
    const [deck] = await twoDecks(request, baseURL);
    if (!deck) throw new Error('no deck');
    await readAt(page, deck.path, 3, onDevice(page));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Continue reading' });
    const card = section.getByRole('listitem').filter({ hasText: 'Page 3 of 4' });
    await expect(card).toHaveCount(1);
    // First on the page: above the welcome heading.
    const sectionTop = (await section.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const headingTop = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? 0;
    expect(sectionTop).toBeLessThan(headingTop);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(`${deck.path}?page=3`);
    await expect(page.getByText('Page 3 of 4').first()).toBeVisible();
  });

  test('a member’s reading is kept in the account, with what the device kept before signing in', async ({
    page,
    request,
    baseURL,
  }) => {
    const [before, after] = await twoDecks(request, baseURL);
    if (!before || !after) throw new Error('no decks');
    await readAt(page, before.path, 2, onDevice(page));
    await createUploader(page.request, baseURL, 'reader');
    const inAccount = () => page.request.get('/api/reading').then((response) => response.text());
    await readAt(page, after.path, 4, inAccount);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Continue reading' });
    await expect(section.getByRole('listitem')).toHaveText([/Page 4 of 4/, /Page 2 of 4/]);
    // The device's list went into the account: nothing is left on the device, and a reload
    // draws the same list from the account.
    expect(await onDevice(page)()).toBe('');
    await page.reload();
    await expect(section.getByRole('listitem')).toHaveText([/Page 4 of 4/, /Page 2 of 4/]);
    const [, removed] = await section.getByRole('listitem').all();
    await removed?.getByRole('button', { name: /^Remove/ }).click();
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(section.getByRole('listitem')).toHaveText([/Page 4 of 4/]);
  });
});
