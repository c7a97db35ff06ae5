import { makePdf, pdfFile, signInAsUploader } from '../support/decks.ts';
import { expect, test } from '../support/fixtures.ts';

test('processing shows page X of N as it happens, through the event stream', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await signInAsUploader(page, request, baseURL as string, 'live');
  const pages = Array.from(
    { length: 30 },
    (_, i) => `Nephron physiology, part ${i + 1}: filtration and reabsorption.`,
  );
  await page.goto('/uploadslide');
  await page
    .getByLabel('Choose your deck')
    .setInputFiles(pdfFile('kidney.pdf', await makePdf(pages, 'Kidney')));
  await page.getByLabel('Title', { exact: true }).fill('The kidney in thirty slides');
  await page.getByLabel('Category', { exact: true }).selectOption('medicine');
  await page.getByLabel('Sub-category', { exact: true }).selectOption('nephrology');
  await page.getByRole('button', { name: 'Upload deck' }).click();

  // Polling alone (every few seconds) could not show this many steps: they come from the stream.
  const counters = new Set<string>();
  const bar = page.getByRole('progressbar', { name: 'Rendering pages' });
  await expect(async () => {
    const value = await bar.getAttribute('aria-valuetext', { timeout: 500 }).catch(() => null);
    if (value) counters.add(value);
    expect(counters.size).toBeGreaterThanOrEqual(3);
  }).toPass({ intervals: [100], timeout: 30_000 });
  expect([...counters].every((text) => /^Page \d+ of 30$/.test(text))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Your deck is ready' })).toBeVisible({ timeout: 30_000 });
});
