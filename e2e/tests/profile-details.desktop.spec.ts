import { peopleMessages } from '@medshelf/shared/contracts/people';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { signedInMember, textRenamedPng, tinyPng } from '../support/profiles.ts';

// The save tried offline fails; Chromium logs it.
test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

test('edit your details and photo, then see them on your profile', async ({ page, context, baseURL }) => {
  const member = await signedInMember(page.request, baseURL ?? '', 'kavya');
  await page.goto('/profiledetails');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile details');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(member.username);
  expect(await axeViolations(page)).toEqual([]);

  await name.fill('Dr Kavya Rao');
  await page.getByLabel('Summary').fill('Second-year MBBS. Notes on physiology and ECGs.');
  await page.getByLabel('Year you joined your course').fill('23');
  await page.getByLabel('Education').fill('MBBS, Government Medical College, Mysuru');
  await page.getByLabel('Work').fill('Student volunteer, blood bank');
  // A handle or an address without https:// is welcome; another scheme is not.
  await page.getByLabel('Facebook link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Enter the year you joined, e.g. 2023')).toBeVisible();
  await expect(page.getByText('Facebook: enter a username like @name or a web address')).toBeVisible();
  await expect(page.getByLabel('Year you joined your course')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Year you joined your course').fill('2023');
  await page.getByLabel('Facebook link').fill('https://facebook.com/kavya.rao');

  // A dropped connection loses nothing typed.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please check your internet connection' }),
  ).toBeVisible();
  await expect(name).toHaveValue('Dr Kavya Rao');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A text file renamed .png is refused by its content, clearly, beside the picker, before
  // any upload (the server checks the bytes again: see the API tests).
  const picker = page.getByLabel('Choose a photo');
  await picker.setInputFiles(textRenamedPng);
  await expect(page.getByRole('alert').filter({ hasText: peopleMessages.avatarNotImage })).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo updated')).toHaveCount(0);

  await picker.setInputFiles(tinyPng);
  await expect(page.getByRole('img', { name: 'Your new profile picture, not saved yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo updated')).toBeVisible();
  const menu = page.getByRole('button', { name: `Account menu for ${member.email}` });
  await expect(menu.locator('img')).toHaveAttribute('src', /^\/files\/avatars\/.+\.webp$/);

  await menu.click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(`/profile/${member.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr Kavya Rao');
  await expect(page.getByText('Second-year MBBS. Notes on physiology and ECGs.')).toBeVisible();
  await expect(page.getByText('MBBS, Government Medical College, Mysuru')).toBeVisible();
  await expect(page.getByText('Student volunteer, blood bank')).toBeVisible();
  await expect(page.getByText('2023', { exact: true })).toBeVisible();
  const facebook = page.getByRole('link', { name: 'Facebook (opens in a new tab)' });
  await expect(facebook).toHaveAttribute('href', 'https://facebook.com/kavya.rao');
  await expect(facebook).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(page.getByRole('main').locator('img[src^="/files/avatars/"]')).toBeVisible();
  await expect(page).toHaveTitle(`Dr Kavya Rao (@${member.username}) | MedShelf`);
  expect(await axeViolations(page)).toEqual([]);
});

test('a photo chosen on the page is saved with Save details', async ({ page, baseURL }) => {
  const member = await signedInMember(page.request, baseURL ?? '', 'ravi');
  await page.goto('/profiledetails');
  await page.getByLabel('Choose a photo').setInputFiles(tinyPng);
  await expect(page.getByRole('img', { name: 'Your new profile picture, not saved yet' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Ravi Menon');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const menu = page.getByRole('button', { name: `Account menu for ${member.email}` });
  await expect(menu.locator('img')).toHaveAttribute('src', /^\/files\/avatars\/.+\.webp$/);
  await expect(page.getByRole('img', { name: 'Your new profile picture, not saved yet' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('main').locator('img[src^="/files/avatars/"]')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ravi Menon');
});
