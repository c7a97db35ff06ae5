import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createLevelViaApi } from '../support/playlists.ts';
import { clickAndWaitForSave } from '../support/saves.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a level page, the viewer’s clip button and the picker fit a 360 px phone', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await createUploader(page.request, baseURL, 'plphone');
  const decks: { id: string; title: string }[] = [];
  for (const name of ['Acid-base balance with a rather long title', 'Renal tubules']) {
    const title = uniqueTitle(name);
    const { id } = await uploadReadyDeck(page.request, baseURL, {
      title,
      category: 'physiology',
      subCategory: 'renal-physiology',
    });
    decks.push({ id, title });
  }
  const level = await createLevelViaApi(page.request, baseURL, 'Physiology revision');
  for (const deck of decks) {
    const saved = await page.request.put(`/api/playlists/${level.id}/items/${deck.id}`, {
      headers: { origin: baseURL ?? '' },
    });
    expect(saved.ok()).toBe(true);
  }

  await page.goto('/playlist/physiology-revision');
  const list = page.getByRole('list', { name: 'Decks in Physiology revision' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('button', { name: /^Remove/ })).toHaveCount(2);
  expect(await fitsTheScreen(page)).toBe(true);
  const second = decks[1]?.title ?? '';
  const moveUp = list.getByRole('button', { name: `Move “${second}” up` });
  await clickAndWaitForSave(page, moveUp, 'PUT', `/api/playlists/${level.id}/items/order`);
  await expect(list.getByRole('link')).toHaveText([second, decks[0]?.title ?? '']);
  await expect(moveUp).toBeFocused();
  await page.reload();
  await expect(list.getByRole('link')).toHaveText([second, decks[0]?.title ?? '']);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/slidedetails/${decks[0]?.id}/physiology/renal-physiology`);
  await expect(page.getByRole('button', { name: 'Clip this page' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await page.getByRole('button', { name: 'Save to playlist' }).click();
  const picker = page.getByRole('dialog', { name: 'Save to playlist' });
  await expect(picker.getByRole('checkbox', { name: 'Physiology revision' })).toBeChecked();
  const box = await picker.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
