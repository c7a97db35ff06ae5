import { languageCookie } from '@medshelf/shared/languages';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { routeSamples } from '../support/routes.ts';

test.describe('every route of SPEC §2', { tag: '@mobile' }, () => {
  // The server answers /404, unknown paths and pages of missing content (the samples name
  // content that does not exist) with a 404 status, for crawlers; Chromium logs each one.
  test.use({
    allowedConsoleErrors: [
      /status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(404|this\/does\/not\/exist|\S*(no-such-|nobody123|unknown|some-title)\S*)\)/,
    ],
  });

  // Light and dark (the system's setting, which the site follows): contrast AA in both.
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} mode`, colorScheme === 'dark' ? { tag: '@presentation' } : {}, () => {
      test.use({ colorScheme });
      for (const { url, heading } of routeSamples) {
        test(`${url} renders its page with no accessibility violations`, async ({ page }) => {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(page).toHaveURL(url);
          await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
            colorScheme === 'dark',
          );
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }

  // The Hindi interface (its words, its lang attribute, its font) keeps every page accessible too.
  test.describe('in Hindi', { tag: '@presentation' }, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: languageCookie, value: 'hi', url: baseURL ?? '' }]);
    });
    for (const { url } of routeSamples) {
      test(`${url} in Hindi has no accessibility violations`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading|लोड हो रहा/ })).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });

  test('an unknown path ends at /404', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('an unknown sub-category says so and links back to the slide topics', async ({ page }) => {
    await page.goto('/slidesubcategory/medicine/no-such-topic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this topic');
    await page.getByRole('link', { name: 'See all slide topics' }).click();
    await expect(page).toHaveURL('/slide');
  });
});
