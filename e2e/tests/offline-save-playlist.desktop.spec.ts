import { uploadDeckViaApi } from '../support/decks.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  deckPath,
  expectEveryPageShown,
  uploadDeckToSave,
  waitForServiceWorker,
} from '../support/offline.ts';
import { createLevelViaApi } from '../support/playlists.ts';

test.describe('saving a playlist level for offline', () => {
  test.use({
    serviceWorkers: 'allow',
    allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
  });

  test('a visitor saves a public level: each of its decks reads offline; removed, the button is back', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const first = await uploadDeckToSave(request, origin, 'Offline murmurs', 3);
    const second = await uploadDeckViaApi(request, origin, {
      title: `Offline valves ${Date.now().toString(36)}`,
      pages: ['Valve disease, page 1.', 'Valve disease, page 2.'],
    });
    const level = await createLevelViaApi(request, origin, 'Offline revision');
    for (const deck of [first, second]) {
      const added = await request.put(`/api/playlists/${level.id}/items/${deck.id}`, { headers: { origin } });
      expect(added.ok(), await added.text()).toBe(true);
    }
    const shared = await request.patch(`/api/playlists/${level.id}`, {
      headers: { origin },
      data: { isPublic: true },
    });
    expect(shared.ok(), await shared.text()).toBe(true);

    await waitForServiceWorker(page);
    await page.goto(`/viewplaylist/${first.owner.username}/${level.slug}`);
    await page.getByRole('button', { name: 'Save playlist for offline' }).click();
    await expect(page.getByText(/^Saved for offline · 2 decks · \d+(\.\d)? (KB|MB)$/)).toBeVisible();

    await context.setOffline(true);
    await page.goto(deckPath(second));
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expectEveryPageShown(page, 2);
    await page.goto(deckPath(first));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expectEveryPageShown(page, 3);

    await context.setOffline(false);
    await page.goto(`/viewplaylist/${first.owner.username}/${level.slug}`);
    await page.getByRole('button', { name: 'Remove the saved copy of Offline revision' }).click();
    await expect(page.getByRole('button', { name: 'Save playlist for offline' })).toBeEnabled();
  });
});
