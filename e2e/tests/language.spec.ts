import { languageCookie } from '@medshelf/shared/languages';
import type { Page } from '@playwright/test';
import { choosePreference, createVerifiedUser, signInOnSignupPage } from '../support/accounts.ts';
import { makePdf, pdfFile, uploadDeckViaApi } from '../support/decks.ts';
import { devanagariFont } from '../support/devanagari-font.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { signedInMember } from '../support/profiles.ts';
import { waitUntilFound } from '../support/search.ts';

/** The language select of the top bar (laptop) or the drawer (phone), whatever it reads now. */
async function chooseLanguage(page: Page, isMobile: boolean, language: 'en' | 'hi') {
  const name = /^(Language|भाषा)$/;
  if (isMobile) {
    await page.getByRole('button', { name: /^(Open menu|मेन्यू खोलें)$/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name }).selectOption(language);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('banner').getByRole('combobox', { name }).selectOption(language);
  }
}

async function expectHindiShell(page: Page, isMobile: boolean) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'हमें फ़ॉलो करें' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'नियम और शर्तें' })).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const drawer = page.getByRole('dialog', { name: 'मेन्यू' });
    for (const name of ['होम', 'स्लाइड', 'किताबें', 'जर्नल', 'लेख', 'समाचार']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    for (const name of ['होम', 'स्लाइड', 'किताबें', 'जर्नल', 'लेख', 'समाचार']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  }
}

test.describe('the interface in Hindi', { tag: '@mobile' }, () => {
  test('only a page in Hindi downloads the Devanagari web font; the language picker names Hindi in any page', {
    tag: '@presentation',
  }, async ({ page, baseURL }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    const loadedFonts = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.status !== 'unloaded').map((font) => font.weight);
      });
    await page.goto('/');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    expect(await loadedFonts()).toEqual([]);
    expect(fonts).toEqual([]);

    await page.context().addCookies([{ name: languageCookie, value: 'hi', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await loadedFonts()).toEqual(['400', '700']);
    expect(fonts).toHaveLength(2);
  });

  test('the nav, footer, preference dialog and upload form read in Hindi; the choice survives reload and sign-out', async ({
    page,
    request,
    baseURL,
    isMobile,
  }) => {
    const user = await createVerifiedUser(request, baseURL ?? '', 'hindi');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, isMobile, 'hi');
    await expectHindiShell(page, isMobile);
    // Each option is named in its own language, marked so a screen reader speaks it right.
    const options = page.locator('option[lang="hi"]');
    await expect(options.first()).toHaveText('हिन्दी');

    // The server draws the page in Hindi: no English first, no hydration mismatch (a console error).
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('हमें फ़ॉलो करें');
    await page.reload();
    await expectHindiShell(page, isMobile);
    expect(await axeViolations(page)).toEqual([]);

    await signInOnSignupPage(page, user);
    const dialog = page.getByRole('dialog', { name: 'Please select your preferences' });
    await expect(dialog.getByRole('group', { name: 'आपका कोर्स' })).toBeVisible();
    // SPEC texts stay word for word in English.
    await expect(dialog.getByRole('button', { name: "Let's get started" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await choosePreference(page, 'MBBS');

    await page.goto('/uploadslide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('स्लाइड अपलोड करें');
    const form = page.getByRole('form', { name: 'डेक अपलोड करें' });
    await expect(form.getByLabel('अपना डेक चुनें')).toBeAttached();
    await expect(form.getByLabel('शीर्षक')).toBeVisible();
    await expect(form.getByLabel('श्रेणी', { exact: true })).toBeVisible();
    await expect(form.getByLabel('डाउनलोड की अनुमति दें')).toBeChecked();
    await expect(form.getByRole('button', { name: 'डेक अपलोड करें' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    if (isMobile) {
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'लॉग आउट' }).click();
    } else {
      await page.getByRole('button', { name: /का खाता मेन्यू$/ }).click();
      await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
    }
    await expect(page).toHaveURL('/');
    await expectHindiShell(page, isMobile);
  });

  test('the language chosen while signed in follows the member to another device', async ({
    page,
    browser,
    request,
    baseURL,
    isMobile,
  }) => {
    const user = await createVerifiedUser(request, baseURL ?? '', 'lang');
    await signInOnSignupPage(page, user);
    await choosePreference(page, 'MBBS');
    await page.goto('/');
    await chooseLanguage(page, isMobile, 'hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/account')).json()) as { language: string }).language,
      )
      .toBe('hi');

    const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const phone = await other.newPage();
    await phone.goto('/');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
    await signInOnSignupPage(phone, user);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(phone.getByRole('contentinfo').getByRole('heading', { name: 'हमें फ़ॉलो करें' })).toBeVisible();
    await other.close();
  });

  test('a choice made on a slow network is kept when the reader moves on before Hindi has loaded', async ({
    page,
    isMobile,
  }) => {
    // Hold Hindi's messages on the wire: the reader chooses, then leaves at once.
    let held = 0;
    await page.route(/\/assets\/hi-[^/]+\.js$/, () => {
      held += 1;
    });
    await page.goto('/');
    await chooseLanguage(page, isMobile, 'hi');
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/aboutus');
    await expectHindiShell(page, isMobile);
  });

  test('a deck whose pages are in Hindi is found by a Hindi word of page 2, which opens that page', async ({
    page,
    request,
    baseURL,
    isMobile,
  }) => {
    test.slow();
    const user = await createVerifiedUser(request, baseURL ?? '', 'hindeck');
    await page.goto('/');
    await chooseLanguage(page, isMobile, 'hi');
    await signInOnSignupPage(page, user);
    await choosePreference(page, 'MBBS');

    const title = `Hindi notes ${Date.now().toString(36)}`;
    // No conjuncts and no vowel sign drawn before its consonant: pdf-lib's text map would lose or
    // reorder those letters, which is the PDF maker's fault, not what this test is about.
    const pdf = await makePdf(['रोग और दवा', 'मधुमेह का उपचार', 'फेफड़े और साँस'], title, devanagariFont);
    await page.goto('/uploadslide');
    const form = page.getByRole('form', { name: 'डेक अपलोड करें' });
    await form.getByLabel('अपना डेक चुनें').setInputFiles(pdfFile('hindi-notes.pdf', pdf));
    await form.getByLabel('शीर्षक').fill(title);
    await form.getByLabel('श्रेणी', { exact: true }).selectOption({ label: 'Medicine' });
    await form.getByLabel('उप-श्रेणी').selectOption({ label: 'Cardiology' });
    await form.getByRole('button', { name: 'डेक अपलोड करें' }).click();
    const view = page.getByRole('link', { name: 'अपना डेक देखें' });
    await expect(view).toBeVisible({ timeout: 60_000 });
    const deckId = /\/slidedetails\/([^/]+)\//.exec((await view.getAttribute('href')) ?? '')?.[1] ?? '';
    await waitUntilFound(page.request, 'मधुमेह', 'slides', deckId);

    const box = page
      .getByRole('combobox', { name: 'स्लाइड, किताबें, जर्नल और लोग खोजें' })
      .and(page.locator(':visible'));
    await box.fill('मधुमेह');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search/searchtext/${encodeURIComponent('मधुमेह')}`);
    const hit = page.getByRole('article').filter({ hasText: title });
    await expect(hit.locator('mark').first()).toHaveText('मधुमेह');
    expect(await axeViolations(page)).toEqual([]);
    await hit.getByRole('link', { name: 'पेज 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/slidedetails/${deckId}/medicine/cardiology\\?page=2$`));
    await expect(page.getByText('पेज 2 / 3', { exact: true })).toBeVisible();
  });
});

test.describe('the reading screens in Hindi', { tag: '@mobile' }, () => {
  test('a deck page, /book, a search results page and a profile read in Hindi, drawn so by the server', async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const uploader = await signedInMember(request, base, 'hindiread');
    const stamp = `hr${Date.now().toString(36)}`;
    const deck = await uploadDeckViaApi(request, base, { title: `Cardiac cycle ${stamp}` });
    await waitUntilFound(request, stamp, 'slides', deck.id);
    await page.context().addCookies([{ name: languageCookie, value: 'hi', url: base }]);

    const deckPath = `/slidedetails/${deck.id}/${deck.category.slug}/${deck.subCategory.slug}`;
    // The server's drawing is already in Hindi: texts, counts and dates, before any script runs.
    const html = await (await page.request.get(deckPath)).text();
    expect(html).toContain('इस डेक के बारे में');
    expect(html).toContain('3 पेज');
    await page.goto(deckPath);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deck.title);
    await expect(page.getByRole('heading', { name: 'इस डेक के बारे में' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^लाइक/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'शेयर करें' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'रिपोर्ट करें' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^कमेंट/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/book');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('किताबें');
    const categories = page.getByRole('tablist', { name: 'किताबों की श्रेणियाँ' });
    await expect(categories.getByRole('tab', { name: 'सभी' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'सबसे नई' })).toBeChecked();

    await page.goto(`/search/searchtext/${stamp}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${stamp}” के नतीजे`);
    await expect(page).toHaveTitle(`खोज: ${stamp} | MedShelf`);
    const kinds = page.getByRole('navigation', { name: 'नतीजों के प्रकार' });
    await expect(kinds.getByRole('link', { name: /^स्लाइड्स/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^1 स्लाइड डेक$/ })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: deck.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/profile/${uploader.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uploader.username);
    await expect(page.getByRole('button', { name: 'फ़ॉलो करें' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'अपलोड', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'फ़ॉलोअर्स' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: `${uploader.username} के डेक` }).getByRole('heading'),
    ).toHaveText([deck.title]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('shared texts and error states in Hindi', () => {
  // The refused statistics request is the error state under test.
  test.use({
    allowedConsoleErrors: [/status of 403 \(Forbidden\) \(http:\/\/localhost:\d+\/api\/statistics\/decks\//],
  });
  test("a deck page's toolbar, a notification sentence and a refused page read in Hindi", async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    await signedInMember(page.request, base, 'hindibell');
    const title = `Heart sounds ${Date.now().toString(36)}`;
    // Processing ends with a notification to the uploader: "“…” is ready to read".
    const deck = await uploadDeckViaApi(page.request, base, { title });
    await signedInMember(request, base, 'hindiother');
    const othersDeck = await uploadDeckViaApi(request, base, {
      title: `Not yours ${Date.now().toString(36)}`,
    });
    await page.context().addCookies([{ name: languageCookie, value: 'hi', url: base }]);

    await page.goto(`/slidedetails/${deck.id}/${deck.category.slug}/${deck.subCategory.slug}`);
    const toolbarStatus = page.getByText('पेज 1 / 3', { exact: true });
    await expect(toolbarStatus).toBeAttached();
    await page.getByRole('button', { name: 'अगला पेज' }).first().click();
    await expect(page.getByText('पेज 2 / 3', { exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: 'फ़ुलस्क्रीन' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('सूचनाएँ, 1 अनपढ़ी');
    await bell.click();
    await expect(page.getByRole('menuitem', { name: `“${title}” पढ़ने के लिए तैयार है` })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'सभी को पढ़ा हुआ मानें' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Someone else's deck: the server refuses in English, the page says it in Hindi.
    await page.goto(`/uploadedslides/statistics/${othersDeck.id}`);
    await expect(page.getByRole('alert')).toContainText('इस डेक के आँकड़े सिर्फ़ इसे अपलोड करने वाला देख सकता है।');
    await expect(page.getByRole('alert').getByRole('button', { name: 'फिर कोशिश करें' })).toBeVisible();
  });
});
