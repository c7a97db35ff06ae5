import { choosePreference, createVerifiedUser, signInOnSignupPage } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/offline.ts';

test.describe('the account while offline', () => {
  test.use({
    serviceWorkers: 'allow',
    // Requests the app makes before it learns it is offline fail, and Chromium logs them.
    allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/],
  });

  test('a signed-in member still looks signed in offline, and signed out once they log out', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const user = await createVerifiedUser(request, baseURL as string, 'offacct');
    await signInOnSignupPage(page, user);
    await choosePreference(page, 'MBBS');
    const accountMenu = page.getByRole('button', { name: `Account menu for ${user.email}` });
    await expect(accountMenu).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(accountMenu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Now' })).toHaveCount(0);

    await context.setOffline(false);
    await page.reload();
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Join Now' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Now' })).toBeVisible();
    await expect(accountMenu).toHaveCount(0);
  });
});
