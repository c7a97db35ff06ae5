import { languageCookie } from '@medshelf/shared/languages';
import { messages } from '@medshelf/shared/messages';
import { choosePreference, createVerifiedUser } from '../support/accounts.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createLevelViaApi } from '../support/playlists.ts';

test.describe('member screens in Hindi', { tag: '@mobile' }, () => {
  // The wrong password's answer, which the browser logs.
  test.use({
    allowedConsoleErrors: [/status of 401 \(Unauthorized\) \(http:\/\/localhost:\d+\/api\/auth\/sign-in/],
  });
  test('the sign-in page, a playlist and the clipboard read in Hindi; a wrong password shows its SPEC message', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await createVerifiedUser(request, baseURL ?? '', 'hindisignin');
    await page.context().addCookies([{ name: languageCookie, value: 'hi', url: baseURL ?? '' }]);

    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MedShelf से जुड़ें');
    await expect(page.getByRole('tab', { name: 'खाता बनाएँ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('ईमेल').fill(user.email);
    await page.getByLabel('पासवर्ड').fill('not-the-password');
    await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
    // SPEC §8's text, word for word in English in both languages.
    await expect(page.getByText(messages.invalidPassword, { exact: true })).toBeVisible();

    await page.getByLabel('पासवर्ड').fill(user.password);
    await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
    await choosePreference(page, 'MBBS');

    const level = await createLevelViaApi(page.request, baseURL, '2nd year');
    await page.goto(`/playlist/${level.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2nd year');
    await expect(page.getByText('खाली · 3 में से स्तर 1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'उप-स्तर' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'यहाँ अभी कोई डेक नहीं' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'पब्लिक' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '“2nd year” में नया उप-स्तर' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/profile/${user.username}?tab=clipboard`);
    await expect(page.getByRole('heading', { name: 'आपका क्लिपबोर्ड खाली है' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हाइलाइट', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
