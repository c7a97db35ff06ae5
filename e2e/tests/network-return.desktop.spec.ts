import { messages } from '@medshelf/shared/messages';
import { expect, test } from '../support/fixtures.ts';

test.describe('the network coming back', () => {
  // The request refused below is meant: Chromium logs it.
  test.use({
    allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED \(http:\/\/localhost:\d+\/api\/ping\)/],
  });

  test('a first request that fails as the network returns does not keep the offline notice up', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toHaveText(messages.offline);

    // As a phone's radio waking up: the network is reported back, but its first request fails.
    let pings = 0;
    await page.route('**/api/ping', async (route) => {
      pings += 1;
      await (pings === 1 ? route.abort('internetdisconnected') : route.continue());
    });
    await context.setOffline(false);
    // Within the assertion's 10 s, long before the next probe of the 30 s schedule (SPEC §9).
    await expect(page.getByTestId('offline-notice')).toBeHidden();
    expect(pings).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { name: 'Basic Science' })).toBeVisible();
  });
});
