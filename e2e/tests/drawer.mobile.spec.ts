import { messages } from '@medshelf/shared/messages';
import { choosePreference, createVerifiedUser, signInOnSignupPage } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('mobile drawer at 360 px', () => {
  test('opens, lists every destination, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Your profile' })).toBeVisible();
    for (const name of [
      'Home',
      'Slide',
      'Book',
      'Journal',
      'Article',
      'News',
      'Select Preference',
      'Upload slides',
    ]) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    await drawer.getByRole('link', { name: 'Book', exact: true }).click();
    await expect(page).toHaveURL('/book');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Select Preference' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('the page fits the screen without sideways scrolling', async ({ page }) => {
    for (const url of ['/', '/slide', '/book', '/aboutus']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });

  test('signed in, the drawer shows the profile block with the follower count and logs out', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await createVerifiedUser(request, baseURL as string, 'drawer');
    await signInOnSignupPage(page, user);
    await choosePreference(page, 'BAMS');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const profile = drawer.getByRole('region', { name: 'Your profile' });
    await expect(profile).toContainText(user.username);
    await expect(profile.getByTestId('drawer-followers')).toHaveText('0 followers');
    for (const name of ['My uploads', 'My playlists', 'My clipboard'])
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    await drawer.getByRole('link', { name: 'My playlists' }).click();
    await expect(page).toHaveURL('/playlist');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText(messages.loggedOut)).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});
