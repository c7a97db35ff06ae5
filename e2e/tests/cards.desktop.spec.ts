import type { Locator } from '@playwright/test';
import { uploadDeckViaApi } from '../support/decks.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitUntilFound } from '../support/search.ts';
import { createUploader, uniqueTitle } from './slides-browse-support.ts';

/** How many lines of text an element shows. */
const linesOf = (element: Locator) =>
  element.evaluate((node) =>
    Math.round(node.clientHeight / Number.parseFloat(getComputedStyle(node).lineHeight)),
  );

/** The shown box's shape against the picture's own: 1 when nothing is cut off or stretched. */
const shapeRatio = (image: Locator) =>
  image.evaluate((node: HTMLImageElement) => {
    const box = node.getBoundingClientRect();
    return box.width / box.height / (node.naturalWidth / node.naturalHeight);
  });

test('card titles take three lines before they are cut, and result pictures are not cropped', async ({
  page,
  request,
  baseURL,
}) => {
  await createUploader(request, baseURL, 'cards');
  const title = uniqueTitle(
    'Cardiac tamponade and constrictive pericarditis: Beck triad, Kussmaul sign, pulsus paradoxus and echo findings',
  );
  const deck = await uploadDeckViaApi(request, baseURL ?? '', {
    title,
    pages: ['Pericardial effusion with tamponade physiology.', 'Echocardiography of a pericardial knock.'],
  });

  await page.goto('/slidesubcategory/medicine/cardiology');
  const cardTitle = page.getByRole('heading', { name: title });
  await expect(cardTitle).toBeVisible();
  expect(await linesOf(cardTitle)).toBe(3);

  // The title's last word is made for this test: the only deck it finds.
  const word = title.split(' ').at(-1) ?? '';
  await waitUntilFound(request, word, 'slides', deck.id);
  await page.goto(`/search/searchtext/${word}`);
  const result = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  // Decorative (alt=""), so not an image to the accessibility tree.
  const picture = result.locator('img');
  await expect.poll(() => picture.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  expect(await shapeRatio(picture)).toBeCloseTo(1, 1);
});
