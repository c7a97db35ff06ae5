import { axeViolations, expect, test } from '../support/fixtures.ts';
import { signedInMember } from '../support/profiles.ts';

test('a profile fits a 360 px phone: nothing scrolls sideways, every tab is reachable', async ({
  page,
  baseURL,
}) => {
  const member = await signedInMember(page.request, baseURL ?? '', 'phone');
  await page.request.put('/api/profile', {
    headers: { origin: baseURL ?? '' },
    data: {
      displayName: 'Dr Anantharamakrishnan Subramaniam',
      summary: 'Intern in community medicine; shares notes on epidemiology, biostatistics and vaccines.',
      education: 'MBBS, Jawaharlal Institute of Postgraduate Medical Education and Research, Puducherry',
      twitter: 'https://x.com/anantha',
    },
  });
  await page.goto(`/profile/${member.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr Anantharamakrishnan Subramaniam');
  await expect(page.getByTestId('profile-followers')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const clipboard = page.getByRole('tab', { name: 'Clipboard' });
  await clipboard.scrollIntoViewIfNeeded();
  await clipboard.click();
  await expect(page).toHaveURL(/\?tab=clipboard$/);
  expect(await axeViolations(page)).toEqual([]);
});

test('the profile tabs scroll sideways at 360 px, and a link to a tab opens with it in view', async ({
  page,
  baseURL,
}) => {
  const member = await signedInMember(page.request, baseURL ?? '', 'tabs');
  await page.goto(`/profile/${member.username}?tab=clipboard`);
  const clipboard = page.getByRole('tab', { name: 'Clipboard' });
  await expect(clipboard).toHaveAttribute('aria-selected', 'true');
  await expect(clipboard).toBeInViewport({ ratio: 1 });
  const tabs = page.getByRole('tablist');
  expect(await tabs.evaluate((list) => getComputedStyle(list).overflowX)).toBe('auto');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
