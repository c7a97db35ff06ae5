import { uploadDeckViaApi } from '../support/decks.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { searchBox, suggestionList, waitUntilSuggested } from '../support/search.ts';
import { createUploader, uniqueTitle } from './slides-browse-support.ts';

test('at 360 px the nav box suggests under itself, within the screen, and a tap opens a suggestion', async ({
  page,
  request,
  baseURL,
}) => {
  await createUploader(request, baseURL, 'mobilesearch');
  const deck = await uploadDeckViaApi(request, baseURL ?? '', {
    title: uniqueTitle('Nephrotic syndrome'),
    category: 'medicine',
    subCategory: 'nephrology',
    pages: ['Proteinuria, hypoalbuminaemia and oedema.'],
  });
  const token = deck.title.split(' ').at(-1) ?? '';
  await waitUntilSuggested(request, token, deck.title);

  await page.goto('/');
  const box = searchBox(page);
  await box.tap();
  await box.pressSequentially(token);
  const list = suggestionList(page);
  await expect(list).toBeVisible();
  const bounds = await list.boundingBox();
  expect(bounds?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((bounds?.x ?? 0) + (bounds?.width ?? 999)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);

  await list.getByRole('option').filter({ hasText: deck.title }).tap();
  await expect(page).toHaveURL(new RegExp(`/slidedetails/${deck.id}/`));
  await expect(list).toBeHidden();
});
