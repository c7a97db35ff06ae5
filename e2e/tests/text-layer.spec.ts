import type { PageText } from '@medshelf/shared';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

/** Presses on the start of one word and lets go at the end of another, as a reader selects. */
async function dragAcross(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('the words are not on screen');
  await page.mouse.move(start.x + 1, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.move(end.x + end.width - 1, end.y + end.height / 2);
  await page.mouse.up();
}

test.describe('the text of a deck page', () => {
  test('is selected and copied, highlighted with a note that survives a reload and shows in the clipboard tab @mobile', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const user = await createUploader(page.request, baseURL, 'reader');
    const title = uniqueTitle('Heart sounds');
    const deck = await uploadReadyDeck(page.request, baseURL, {
      title,
      category: 'medicine',
      subCategory: 'cardiology',
    });
    const pageText = page.waitForResponse((response) => /\/pages\/2\/text/.test(response.url()));
    await page.goto(`/slidedetails/${deck.id}/medicine/cardiology?page=2`);
    const { lines } = (await (await pageText).json()) as PageText;
    const layer = page.locator('[data-text-layer][data-page="2"]');
    const words = layer.locator('[data-w]');
    // Page 2 reads "<title>" then "Page 2: systole, diastole and the cardiac cycle".
    const titleWords = title.split(' ').length;
    await expect(words).toHaveCount(titleWords + 8);
    const first = words.nth(0);
    const systole = words.nth(titleWords + 2);
    await expect(systole).toHaveText('systole,');
    await first.scrollIntoViewIfNeeded();
    // The invisible words lie over the printed ones: each box fits its word on the image.
    const image = await page.getByRole('img', { name: 'Page 2 of 3' }).boundingBox();
    const box = await first.boundingBox();
    expect(box && image && box.x > image.x && box.y > image.y && box.width < image.width / 2).toBe(true);
    if (!image) throw new Error('the page image has no box');
    // Each word covers its printed word's box, to the pixel, whatever its height (the title's
    // words are taller than the rest).
    const expected = lines.flat().map(([left, top, width, height]) => ({
      x: image.x + (left / 10_000) * image.width,
      y: image.y + (top / 10_000) * image.height,
      width: (width / 10_000) * image.width,
      height: (height / 10_000) * image.height,
    }));
    expect(new Set(expected.map((word) => Math.round(word.height))).size).toBeGreaterThan(1);
    const drawn = await words.evaluateAll((spans) =>
      spans.map((span) => {
        const { x, y, width, height } = span.getBoundingClientRect();
        return { x, y, width, height, fontSize: getComputedStyle(span).fontSize };
      }),
    );
    expect(drawn).toHaveLength(expected.length);
    for (const [index, word] of drawn.entries()) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        const off = Math.abs(word[side] - (expected[index]?.[side] ?? Number.NaN));
        expect(off, `word ${index} ${side}`).toBeLessThan(1.5);
      }
    }
    // Drawn at one font size and scaled to their boxes: a font size is a font of its own for the
    // browser to lay out, about a millisecond each, and a page of small print has many heights.
    expect(new Set(drawn.map((word) => word.fontSize)).size).toBe(1);

    await dragAcross(page, first, systole);
    await page.keyboard.press('Control+C');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replace(/\r/g, '').trim()).toBe(`${title}\nPage 2: systole,`);

    await page.getByRole('button', { name: 'Highlight the selected text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Highlight on page 2' });
    await expect(dialog.getByText(`${title} Page 2: systole,`)).toBeVisible();
    await dialog.getByLabel('Note (optional)').fill('Systole: the ventricles contract');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save highlight' }).click();
    await expect(page.getByText('Highlight saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Each page sits in its own box in the reader, the words and the marks over its image.
    const marks = page.locator('[data-page-box="2"] [data-highlight]');
    await expect(marks.first()).toBeVisible();

    await page.reload();
    await expect(marks).toHaveCount(2);
    await page.locator('[data-page-box="2"]').scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('page-with-highlight.png') });

    await page.goto(`/profile/${user.username}?tab=clipboard`);
    const highlights = page.getByRole('list', { name: 'Highlights' }).getByRole('listitem');
    await expect(highlights).toHaveCount(1);
    await expect(highlights.getByText(`${title} Page 2: systole,`)).toBeVisible();
    await expect(highlights.getByText('Systole: the ventricles contract')).toBeVisible();
    await expect(highlights.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/slidedetails/${deck.id}/medicine/cardiology?page=2`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('clipboard-tab.png'), fullPage: true });
  });
});
