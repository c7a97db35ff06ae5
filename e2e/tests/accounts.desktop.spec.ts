import { messages } from '@medshelf/shared/messages';
import {
  choosePreference,
  createVerifiedUser,
  newIdentity,
  signInOnSignupPage,
  signInThroughDialog,
} from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';

test.describe('accounts', () => {
  // Refused sign-ins answer 401/403, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 40[013] .*\/api\/auth\/|net::ERR_INTERNET_DISCONNECTED/] });

  test('sign up, verify by email, sign in, choose a preference, use the avatar menu, log out', async ({
    page,
  }) => {
    const me = newIdentity('asha');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Join Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join MedShelf' });
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await dialog.getByLabel('Username').fill('abc');
    await dialog.getByLabel('Email').fill(me.email);
    await dialog.getByLabel('Password').fill(me.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText(messages.usernameTooShort)).toBeVisible();
    await dialog.getByLabel('Username').fill(me.username);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText(`We sent a verification link to ${me.email}`)).toBeVisible();
    const first = await waitForMail(me.email, 'Verify your email');

    await dialog.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(messages.verificationSent)).toBeVisible();
    await waitForMail(me.email, 'Verify your email', 2);

    await dialog.getByRole('button', { name: 'I have verified, sign in' }).click();
    await signInThroughDialog(page, me.email, me.password);
    await expect(dialog.getByRole('alert')).toContainText(messages.verifyEmail);
    await waitForMail(me.email, 'Verify your email', 3);

    await page.goto(linkIn(first, '/verify-email'));
    await expect(page).toHaveURL(/\/signup\?verified=1/);
    await expect(page.getByText('Your email is verified. Sign in to continue.')).toBeVisible();
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Password').fill(me.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(messages.signedInAs(me.email))).toBeVisible();

    await expect(page).toHaveURL('/register');
    const prefs = page.getByRole('dialog', { name: messages.preferenceDialogTitle });
    await prefs.getByRole('button', { name: messages.letsGetStarted }).click();
    await expect(prefs.getByRole('alert')).toHaveText(messages.selectPreference);
    await expect(prefs.getByRole('alert')).toHaveText('');
    await choosePreference(page, 'MBBS');
    await expect(page.getByText(messages.preferenceAdded)).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('medshelf:username'))).toBe(me.username);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('medshelf:preference') ?? '{}').faculty),
    ).toBe('MBBS');

    await expect(page.getByRole('banner').getByRole('button', { name: 'Join Now' })).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: `Account menu for ${me.email}` });
    await expect(menuButton.getByTestId('avatar-letter')).toHaveText(me.email.charAt(0));
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My Profile',
      'My uploads',
      'My playlists',
      'My clipboard',
      'Preferences',
      'Saved for offline',
      'Log Out',
    ]);
    await menu.getByRole('menuitem', { name: 'My clipboard' }).click();
    await expect(page).toHaveURL(`/profile/${me.username}?tab=clipboard`);
    await expect(page.getByRole('tab', { name: 'Clipboard' })).toHaveAttribute('aria-selected', 'true');
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page).toHaveURL('/register');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/');

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByText(messages.loggedOut)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Join Now' })).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('medshelf:username'),
        localStorage.getItem('medshelf:preference'),
      ]),
    ).toEqual([null, null]);
  });

  test.describe('timed form messages', () => {
    test.use({ allowedConsoleErrors: [/status of 503 .*\/api\/account\/preference/] });
    test('a form message shown as the one before it expires keeps its own 2 s', async ({
      page,
      request,
      baseURL,
    }) => {
      const me = await createVerifiedUser(request, baseURL as string, 'timedmsg');
      await page.clock.install();
      await signInOnSignupPage(page, me);
      await expect(page).toHaveURL('/register');
      const prefs = page.getByRole('dialog', { name: messages.preferenceDialogTitle });
      const alert = prefs.getByRole('alert');
      await expect(prefs).toBeVisible();
      // Paused: the page's timers and frames (every 16 ms of its clock) run only when told to.
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      await prefs.getByRole('button', { name: messages.letsGetStarted }).click();
      await expect(alert).toHaveText(messages.selectPreference);
      const shownAt = await page.evaluate(() => performance.now());
      // The next frame runs the effect that starts the message's 2 s.
      const frame = (Math.floor(shownAt / 16) + 1) * 16;
      await page.clock.runFor(frame - shownAt + 1);
      // Within the last frame of those 2 s, the saving fails and says why.
      await page.clock.runFor(frame + 1_992 - (await page.evaluate(() => performance.now())));
      await page.route('**/api/account/preference', (route) =>
        route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Try again' } } }),
      );
      await prefs.getByText('MBBS', { exact: true }).click();
      await prefs.getByRole('button', { name: messages.letsGetStarted }).click();
      await expect(alert).not.toHaveText(messages.selectPreference);
      const failure = (await alert.textContent()) ?? '';
      expect(failure).not.toBe('');
      await page.clock.runFor(100);
      await expect(alert).toHaveText(failure);
      await page.clock.runFor(2_000);
      await expect(alert).toHaveText('');
    });
  });

  test('sign-in messages of SPEC §8', async ({ page, request, baseURL }) => {
    const user = await createVerifiedUser(request, baseURL as string, 'msgs');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Join Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join MedShelf' });
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(messages.enterCredentials)).toBeVisible();

    await signInThroughDialog(page, 'nobody-here@example.com', 'whatever1');
    await expect(page.getByText(messages.userNotFound)).toBeVisible();
    await signInThroughDialog(page, user.email, 'wrong-password');
    await expect(page.getByText(messages.invalidPassword)).toBeVisible();
    await signInThroughDialog(page, 'not-an-email', 'whatever1');
    await expect(page.getByText(messages.invalidEmail)).toBeVisible();

    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await signInThroughDialog(page, user.email, user.password);
    await expect(page.getByText(messages.checkConnection).first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await page.unroute('**/api/auth/sign-in/email');
    await signInThroughDialog(page, user.email, user.password);
    await expect(page.getByText(messages.signedInAs(user.email))).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeHidden();
  });

  test('password reset by email ends the other sessions', async ({ page, browser, request, baseURL }) => {
    const user = await createVerifiedUser(request, baseURL as string, 'reset');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInOnSignupPage(otherPage, user);
    await expect(otherPage).toHaveURL('/register');

    await page.goto('/signup');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(messages.resetLinkSent)).toBeVisible();
    const mail = await waitForMail(user.email, 'Reset your MedShelf password');
    await page.goto(linkIn(mail, '/reset-password'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password').fill('another-pass-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with your new password');
    await expect(page).toHaveURL('/signup?reset=done');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('another-pass-2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/register');

    await otherPage.reload();
    await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Join Now' })).toBeVisible();
    await other.close();
  });

  test('UPLOAD while signed out asks to join, then continues to the upload page', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await createVerifiedUser(request, baseURL as string, 'upl');
    await signInOnSignupPage(page, user);
    await choosePreference(page, 'Nursing');
    await page.getByRole('button', { name: `Account menu for ${user.email}` }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Join Now' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'UPLOAD' }).click();
    await signInThroughDialog(page, user.email, user.password);
    await expect(page).toHaveURL('/uploadslide');
  });

  test('a second tab follows a preference change live', async ({ page, context, request, baseURL }) => {
    const user = await createVerifiedUser(request, baseURL as string, 'live');
    await signInOnSignupPage(page, user);
    await choosePreference(page, 'MBBS');

    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByRole('heading', { name: 'Clinical Science', level: 3 })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Dental', level: 3 })).toHaveCount(0);
    // The member's own subjects are drawn open, though the server drew the whole index closed.
    await expect(second.getByRole('heading', { name: 'Medicine', exact: true, level: 4 })).toBeVisible();

    await page.goto('/register');
    await choosePreference(page, 'BDS');
    await expect(second.getByRole('heading', { name: 'Dental', level: 3 })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Oral Anatomy', level: 4 })).toBeVisible();
    expect(
      await second.evaluate(() => JSON.parse(localStorage.getItem('medshelf:preference') ?? '{}').faculty),
    ).toBe('BDS');
  });
});
