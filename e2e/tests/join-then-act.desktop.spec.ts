import { choosePreference, createVerifiedUser, signInThroughDialog } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

/** Fix 2 of issue 17: what a visitor pressed before joining is done when they are back. */
test.describe('a visitor who presses Like, Save or Clip and signs in', () => {
  async function deckToRead(request: Parameters<typeof createUploader>[0], baseURL: string | undefined) {
    await createUploader(request, baseURL, 'actowner');
    return uploadReadyDeck(request, baseURL, {
      title: uniqueTitle('Valves'),
      category: 'medicine',
      subCategory: 'cardiology',
    });
  }

  test('comes back to the deck liked, with the preference dialog in between', async ({
    page,
    request,
    baseURL,
  }) => {
    const deck = await deckToRead(request, baseURL);
    const newcomer = await createVerifiedUser(page.request, baseURL ?? '', 'liker');
    const deckPath = `/slidedetails/${deck.id}/medicine/cardiology`;
    await page.goto(deckPath);
    const like = page.getByRole('button', { name: /^Like/ });
    await like.click();
    await signInThroughDialog(page, newcomer.email, newcomer.password);
    await expect(page).toHaveURL('/register');
    await choosePreference(page, 'MBBS');
    await expect(page).toHaveURL(deckPath);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
  });

  test('finds "Save to playlist" open on the deck', async ({ page, request, baseURL }) => {
    const deck = await deckToRead(request, baseURL);
    const member = await createUploader(page.request, baseURL, 'saver');
    await page.context().clearCookies();
    const deckPath = `/slidedetails/${deck.id}/medicine/cardiology`;
    await page.goto(deckPath);
    await page.getByRole('button', { name: 'Save to playlist' }).click();
    await signInThroughDialog(page, member.email, member.password);
    await expect(page.getByRole('dialog', { name: 'Save to playlist' })).toBeVisible();
    await expect(page).toHaveURL(deckPath);
  });

  test('finds the page they were on ready to clip', async ({ page, request, baseURL }) => {
    const deck = await deckToRead(request, baseURL);
    const member = await createUploader(page.request, baseURL, 'clipjoin');
    await page.context().clearCookies();
    await page.goto(`/slidedetails/${deck.id}/medicine/cardiology`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Clip this page' }).click();
    await signInThroughDialog(page, member.email, member.password);
    await expect(page.getByRole('dialog', { name: 'Clip page 2' })).toBeVisible();
    // Once done, the action is forgotten: a reload does not open it again.
    await page.reload();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
