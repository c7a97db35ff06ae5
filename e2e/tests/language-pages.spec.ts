import { languageCookie } from '@medshelf/shared/languages';
import { messages } from '@medshelf/shared/messages';
import type { Page } from '@playwright/test';
import { pdfFile } from '../support/decks.ts';
import { axeViolations } from '../support/fixtures.ts';
import { expect, signInAsEditor, test } from './editor-support.ts';

async function chooseHindi(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: languageCookie, value: 'hi', url: baseURL ?? '' }]);
}

test.describe('the policy pages and the editor in Hindi', { tag: '@mobile' }, () => {
  test('terms, privacy and copyright read in Hindi, drawn so by the server, their links and addresses in place', async ({
    page,
    baseURL,
  }, testInfo) => {
    await chooseHindi(page, baseURL);

    await page.goto('/termsandconditions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('नियम और शर्तें');
    await expect(main.getByRole('heading', { name: '6. चिकित्सीय अस्वीकरण' })).toBeVisible();
    await expect(main.getByText('संक्षेप में', { exact: true })).toBeVisible();
    // A link inside a translated sentence keeps its place and its target.
    const section = main.getByRole('region', { name: '1. इन शर्तों के बारे में' });
    await expect(section.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    await expect(main.getByRole('link', { name: 'privacy@medshelf.example' }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('terms-hi.png'), fullPage: true });

    // The server draws the prose in Hindi: nothing English first.
    const html = await (await page.request.get('/termsandconditions')).text();
    expect(html).toContain('चिकित्सीय अस्वीकरण');
    expect(html).not.toContain('Medical disclaimer');

    await page.goto('/privacypolicy');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
    await expect(main.getByRole('heading', { name: 'कुकी और आपके डिवाइस पर संग्रहण' })).toBeVisible();
    await expect(main.getByText('एक सत्र कुकी', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/dcmapolicy');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('कॉपीराइट और DMCA नीति');
    await expect(main.getByRole('heading', { name: 'प्रति-नोटिस', exact: true })).toBeVisible();
    // The sign-in refusal is a SPEC text: quoted word for word, in English.
    await expect(main.getByText(`“${messages.accountDisabled}”`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the terms read in English for a reader who has not chosen Hindi, and switch with the language', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/termsandconditions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(main.getByRole('heading', { name: '6. Medical disclaimer' })).toBeVisible();
    await expect(
      main.getByText('By using the site you agree to these terms and to our privacy policy.', {
        exact: false,
      }),
    ).toBeVisible();

    // Every language's policies come with the page: a switch redraws them at once.
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Language' }).selectOption('hi');
      await page.keyboard.press('Escape');
    } else {
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
    }
    await expect(main.getByRole('heading', { name: '6. चिकित्सीय अस्वीकरण' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test("the editor's Books tab reads in Hindi; a refused file is named in Hindi", async ({
    page,
    baseURL,
    hindiEditorState,
  }, testInfo) => {
    await chooseHindi(page, baseURL);
    await signInAsEditor(page, hindiEditorState);
    await page.goto('/editor/books');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('संपादक');
    await expect(page.getByRole('tablist', { name: 'क्या सँभालना है' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'किताबें' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'किताबें' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'किताब जोड़ें' }).click();
    const form = page.getByRole('form', { name: 'किताब जोड़ें' });
    await expect(form.getByLabel('शीर्षक')).toBeVisible();
    await expect(form.getByLabel('लेखक')).toBeVisible();
    await expect(form.getByLabel('विषय')).toBeVisible();
    // A file the browser can refuse before sending: the shared message, in Hindi.
    await form.getByLabel('किताब की PDF').setInputFiles(pdfFile('empty.pdf', Buffer.alloc(0)));
    await expect(form.getByText('यह फ़ाइल खाली है। कृपया कोई दूसरी फ़ाइल चुनें।')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('editor-books-hi.png'), fullPage: true });
  });
});
