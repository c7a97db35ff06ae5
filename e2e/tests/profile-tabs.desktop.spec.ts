import { toggleLike, uploadDeckViaApi } from '../support/decks.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { signedInMember } from '../support/profiles.ts';

test('decks you like appear in your liked tab, the latest like first', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  // The uploader works through the test's own request context; the reader uses the page.
  const uploader = await signedInMember(request, base, 'uploader');
  const stamp = Date.now().toString(36);
  const first = await uploadDeckViaApi(request, base, { title: `Renal physiology ${stamp}` });
  const second = await uploadDeckViaApi(request, base, { title: `Acid-base balance ${stamp}` });
  const reader = await signedInMember(page.request, base, 'reader');

  for (const deck of [first, second]) {
    await page.goto(`/slidedetails/${deck.id}/${deck.category.slug}/${deck.subCategory.slug}`);
    await toggleLike(page, deck.id, true);
  }

  await page.goto(`/profile/${reader.username}`);
  await expect(page.getByRole('heading', { name: 'You have not shared any decks yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'Liked' }).click();
  await expect(page).toHaveURL(`/profile/${reader.username}?tab=liked`);
  const liked = page.getByRole('list', { name: `Decks ${reader.username} liked` });
  await expect(liked.getByRole('heading')).toHaveText([second.title, first.title]);
  expect(await axeViolations(page)).toEqual([]);

  // The tab is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Liked', selected: true })).toBeVisible();

  await page.goto(`/profile/${uploader.username}`);
  await expect(page.getByTestId('profile-uploads')).toHaveText('2');
  const uploads = page.getByRole('list', { name: `Decks by ${uploader.username}` });
  await expect(uploads.getByRole('heading')).toHaveText([second.title, first.title]);
  for (const tab of ['Playlists', 'Clipboard']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(`/profile/${uploader.username}?tab=${tab.toLowerCase()}`);
  }
});

test.describe('an unknown username', () => {
  test.use({ allowedConsoleErrors: [/status of 404 .*nobody-at-all/] });

  test('is a proper not-found page with a 404 status', async ({ page }) => {
    const response = await page.goto('/profile/nobody-at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No member called nobody-at-all');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
