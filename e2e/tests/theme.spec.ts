import { axeViolations, expect, markScriptless, test } from '../support/fixtures.ts';

const isDark = () => document.documentElement.classList.contains('dark');

test.describe('dark mode', { tag: ['@mobile', '@presentation'] }, () => {
  test('follows the system setting; a chosen theme is kept and set before the page is drawn', async ({
    page,
    context,
    isMobile,
  }) => {
    // Pages that list no decks: other tests delete theirs while this one runs, and a thumbnail gone
    // between the page and its image is a console error that has nothing to do with the theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/aboutus');
    expect(await page.evaluate(isDark)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(isDark)).toBe(false);

    // Visitors find the switch in the footer; members in their avatar menu and the drawer.
    const footerSwitch = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
    await footerSwitch.getByText('Dark', { exact: true }).click();
    await expect(footerSwitch.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await page.evaluate(isDark)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The choice outlives the page, and the server-drawn HTML is dark before any app code runs.
    const html = await (await page.request.get('/aboutus')).text();
    // Written into the page's head, right after the stylesheet (decision 0042): nothing to fetch
    // before the first paint.
    expect(html).toMatch(
      /<head>[\s\S]*<link rel="stylesheet"[^>]*><script>[^<]*medshelf:theme[^<]*<\/script>[\s\S]*<\/head>/,
    );
    const withoutApp = await context.newPage();
    markScriptless(withoutApp);
    await withoutApp.route('**/assets/main-*.js', (route) => route.abort());
    await withoutApp.goto('/termsandconditions', { waitUntil: 'domcontentloaded' });
    expect(await withoutApp.evaluate(isDark)).toBe(true);
    await withoutApp.close();

    await page.goto('/aboutus');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('Light', { exact: true }).click();
    } else {
      await page.getByRole('contentinfo').getByText('Light', { exact: true }).click();
    }
    expect(await page.evaluate(isDark)).toBe(false);
  });
});
