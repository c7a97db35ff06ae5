import { messages } from '@medshelf/shared/messages';
import type { Page, Request } from '@playwright/test';
import { createVerifiedUser, newIdentity } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

// One local OAuth server plays Google and Facebook and signs in the identity last registered,
// so these tests run one after another. A taken username answers 409, which Chromium logs.
test.describe.configure({ mode: 'serial' });
test.use({ allowedConsoleErrors: [/status of 409 .*\/api\/account\/preference/] });

async function useIdentity(page: Page, identity: { sub: string; email: string; name: string }) {
  const response = await page.request.post(`http://127.0.0.1:${process.env.E2E_OAUTH_PORT}/test/identity`, {
    data: identity,
  });
  expect(response.status()).toBe(204);
}

async function continueWith(page: Page, label: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Join Now' }).click();
  // The popup's scripts, from its first request on: the context hears them before the popup is
  // handed to the test.
  const scripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script' && request.frame().page() !== page) scripts.push(request.url());
  };
  page.context().on('request', onRequest);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('dialog', { name: 'Join MedShelf' }).getByRole('button', { name: label }).click();
  const popup = await popupOpened;
  // It may have closed already: it closes as soon as it is back from the provider.
  if (!popup.isClosed()) await popup.waitForEvent('close');
  page.context().off('request', onRequest);
  // Back from the provider, the popup reports and closes with a script of its own: downloading and
  // starting the app only to close the window kept it open on a slow phone.
  let scriptBytes = 0;
  for (const url of scripts) scriptBytes += (await (await page.request.get(url)).body()).length;
  expect(scripts.length).toBeGreaterThan(0);
  expect(scriptBytes).toBeLessThan(5_000);
}

for (const [provider, label] of [
  ['Google', 'Continue with Google'],
  ['Facebook', 'Continue with Facebook'],
] as const) {
  test(`${provider} in a popup: a new user picks a username, a returning user is straight in`, async ({
    page,
    request,
    baseURL,
  }) => {
    const taken = await createVerifiedUser(request, baseURL as string, 'taken');
    const person = newIdentity(provider.toLowerCase());
    const identity = {
      sub: `${provider}-${person.username}`,
      email: person.email,
      name: `Dr ${provider} Student`,
    };
    await useIdentity(page, identity);

    await page.goto('/book');
    await continueWith(page, label);
    await expect(page.getByText(messages.signedInAs(person.email))).toBeVisible();
    await expect(page).toHaveURL('/register');
    const prefs = page.getByRole('dialog', { name: messages.preferenceDialogTitle });
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await expect(prefs.getByRole('alert')).toHaveText(messages.selectBoth);
    await prefs.getByText('Physiotherapy', { exact: true }).click();
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await expect(prefs.getByText(messages.required)).toBeVisible();
    await prefs.getByLabel('Username').fill('abc');
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await expect(prefs.getByText(messages.usernameTooShort)).toBeVisible();
    await prefs.getByLabel('Username').fill(taken.username.toUpperCase());
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await expect(prefs.getByRole('alert')).toHaveText(messages.usernameTaken);
    await expect(prefs.getByRole('alert')).toHaveText('');
    await prefs.getByLabel('Username').fill(person.username);
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(messages.preferenceAdded)).toBeVisible();
    await expect(page.getByText(messages.usernameAdded)).toBeVisible();

    const menuButton = page.getByRole('button', { name: `Account menu for ${person.email}` });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByText(messages.loggedOut)).toBeVisible();

    await page.goto('/journal');
    await continueWith(page, label);
    await expect(page.getByText(messages.signedInAs(person.email))).toBeVisible();
    await expect(menuButton).toBeVisible();
    await expect(page).toHaveURL('/journal');
  });
}
