import { paths } from '@medshelf/shared/routes';
import { signInAsUploader, uploadDeckViaApi } from '../support/decks.ts';
import { test } from '../support/fixtures.ts';

test('ids', async ({ page, baseURL }) => {
  await signInAsUploader(page, page.request, baseURL as string, 'idcheck');
  const deck = await uploadDeckViaApi(page.request, baseURL as string, { title: `Ids ${Date.now()}` });
  const deckPath = paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug);
  await page.goto(deckPath);
  await page.getByRole('button', { name: 'Share' }).first().click();
  await page.getByRole('menuitem', { name: /Embed/ }).click();
  const info = await page.evaluate(() => {
    const d = document.querySelector('[role=dialog]');
    const lb = d?.getAttribute('aria-labelledby') ?? '';
    const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return { lb, dups: all.filter((id, i) => all.indexOf(id) !== i), all: all.filter((i) => /P\\d|radix|^c/.test(i)) };
  });
  console.log(JSON.stringify(info));
});
