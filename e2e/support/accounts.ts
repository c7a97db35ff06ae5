import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

let counter = 0;

/** A fresh, unique identity for one test. */
export function newIdentity(prefix: string) {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 30);
  return { username, email: `${username.toLowerCase()}@example.com`, password: 'secret-pass-1' };
}

/** Signs up through the API and opens the verification link from the real email. */
export async function createVerifiedUser(request: APIRequestContext, baseURL: string, prefix: string) {
  const identity = newIdentity(prefix);
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: identity.username, ...identity },
  });
  expect(response.ok()).toBe(true);
  const mail = await waitForMail(identity.email, 'Verify your email');
  expect((await request.get(linkIn(mail, '/verify-email'), { maxRedirects: 0 })).status()).toBeLessThan(400);
  return identity;
}

/** Signs in through the Join Now dialog. */
export async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Join MedShelf' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Picks a faculty in the preference dialog and saves it. */
export async function choosePreference(
  page: Page,
  faculty: string,
  button: string | RegExp = "Let's get started",
) {
  const dialog = page.getByRole('dialog', { name: 'Please select your preferences' });
  await dialog.getByText(faculty, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${faculty}\\b`) })).toBeChecked();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Signs in on the /signup page, drawn in English or in Hindi. */
export async function signInOnSignupPage(page: Page, user: { email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel(/^(Email|ईमेल)$/).fill(user.email);
  await page.getByLabel(/^(Password|पासवर्ड)$/).fill(user.password);
  await page.getByRole('button', { name: /^(Sign in|साइन इन करें)$/ }).click();
}
