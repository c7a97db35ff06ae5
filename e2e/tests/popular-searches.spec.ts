import type { PopularSearches } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { searchBox, suggestionList } from '../support/search.ts';

const browser =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

test('popular searches on the empty search page and in the empty search box @mobile', async ({
  page,
  request,
}, testInfo) => {
  // Words no other spec searches, by three visitors (addresses), as popular searches require.
  const query = `popular ${testInfo.project.name} ${Date.now().toString(36)}`;
  for (const address of ['10.77.0.1', '10.77.0.2', '10.77.0.3']) {
    const response = await request.get(`/api/search?${new URLSearchParams({ q: query })}`, {
      headers: { 'x-forwarded-for': address, 'user-agent': browser },
    });
    expect(response.status()).toBe(200);
  }
  // Written within seconds, counted by the next roll-up (every 2 s here).
  await expect
    .poll(
      async () => ((await (await request.get('/api/search/popular')).json()) as PopularSearches).queries,
      { timeout: 30_000, intervals: [500, 1_000] },
    )
    .toContain(query);

  await page.goto(paths.search(' '));
  const section = page.getByRole('region', { name: 'Popular searches' });
  const link = section.getByRole('link', { name: query });
  await expect(link).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-page-empty.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  const box = searchBox(page);
  await box.focus();
  const list = suggestionList(page);
  const option = list.getByRole('option').filter({ hasText: query });
  await expect(option).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-box-focused.png') });

  await option.click();
  await expect(page).toHaveURL(new RegExp(`/search/searchtext/${encodeURIComponent(query)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
});
