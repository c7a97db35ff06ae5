import type { DeckDetail } from '@medshelf/shared';
import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts.ts';
import { signInRequest } from '../support/decks.ts';
import { expect, test } from '../support/fixtures.ts';
import { deckPath, uploadDeckToSave, waitForServiceWorker } from '../support/offline.ts';

const viewsOf = async (request: APIRequestContext, deck: DeckDetail) =>
  ((await (await request.get(`/api/decks/${deck.id}`)).json()) as DeckDetail).views;

test.describe('views while offline', () => {
  test.use({
    serviceWorkers: 'allow',
    // The view the reader made offline fails first, and Chromium logs it; so do the bell and the
    // live account stream once the test signed the reader out behind the page's back.
    allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|status of 401 .*\/api\/(notifications|events)/],
  });

  test('a view made offline is counted once the reader is back online', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const deck = await uploadDeckToSave(request, baseURL as string, 'Offline views', 2);
    await waitForServiceWorker(page);
    // A member reads and saves the deck; signed out, the same browser is a new reader today.
    const reader = await createVerifiedUser(page.request, baseURL as string, 'offview');
    await signInRequest(page.request, baseURL as string, reader);
    const preference = await page.request.put('/api/account/preference', {
      headers: { origin: baseURL as string },
      data: { faculty: 'mbbs' },
    });
    expect(preference.ok()).toBe(true);
    await page.goto(deckPath(deck));
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
    await expect.poll(() => viewsOf(request, deck)).toBe(1);
    const signOut = await page.request.post('/api/auth/sign-out', {
      headers: { origin: baseURL as string },
      data: {},
    });
    expect(signOut.ok()).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: deck.title })).toBeVisible();
    expect(await viewsOf(request, deck)).toBe(1);

    const sent = page.waitForResponse(
      (response) => response.url().endsWith(`/api/decks/${deck.id}/views`) && response.ok(),
    );
    await context.setOffline(false);
    await sent;
    expect(await viewsOf(request, deck)).toBe(2);
  });
});
