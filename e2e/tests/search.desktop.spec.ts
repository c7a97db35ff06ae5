import { uploadDeckViaApi } from '../support/decks.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { searchBox, suggestionList, waitUntilFound, waitUntilSuggested } from '../support/search.ts';
import { createUploader, uniqueTitle } from './slides-browse-support.ts';

test.describe('search from the nav box', () => {
  test('suggestions by keyboard, results, a filter, and a result opened at the page of the word', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'searcher');
    // "tamponade" is in the title of one deck and only on page 3 of the other.
    const [pericardium, pathology] = await Promise.all([
      uploadDeckViaApi(request, baseURL ?? '', {
        title: uniqueTitle('Pericardial disease'),
        category: 'medicine',
        subCategory: 'cardiology',
        pages: [
          'Anatomy of the pericardium: fibrous and serous layers.',
          'Acute pericarditis: chest pain relieved by sitting forward, friction rub.',
          'Cardiac tamponade: Beck triad of hypotension, muffled heart sounds and raised venous pressure.',
          'Constrictive pericarditis: Kussmaul sign and pericardial knock.',
        ],
      }),
      uploadDeckViaApi(request, baseURL ?? '', {
        title: uniqueTitle('Tamponade pathology'),
        category: 'pathology',
        subCategory: 'systemic-pathology',
        pages: ['Haemopericardium after myocardial rupture.', 'Fibrinous pericarditis at autopsy.'],
      }),
    ]);
    await waitUntilFound(request, 'tamponade', 'slides', pericardium.id);
    await waitUntilFound(request, 'tamponade', 'slides', pathology.id);
    await waitUntilSuggested(request, 'tamponade', pathology.title);

    await page.goto('/');
    const box = searchBox(page);
    await box.pressSequentially('tamponade');
    const list = suggestionList(page);
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.filter({ hasText: pathology.title })).toHaveCount(1);
    await expect(options.filter({ hasText: pathology.title }).locator('mark').first()).toHaveText(
      /tamponade/i,
    );
    expect(await axeViolations(page)).toEqual([]);

    // ↓ chooses the first option, End the last, Home the first again, ↑ wraps to the last.
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    );
    await box.press('End');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await box.press('Home');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    // Escape closes the list and keeps the words; Enter with no option chosen opens the results.
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue('tamponade');
    await box.press('Enter');

    await expect(page).toHaveURL('/search/searchtext/tamponade');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tamponade”');
    await expect(box).toHaveValue('tamponade');
    const tabs = page.getByRole('navigation', { name: 'Kinds of results' });
    await expect(tabs.getByRole('link', { name: /^Slides \d+$/ })).toHaveAttribute('aria-current', 'page');
    const results = page.getByRole('list', { name: 'Slides matching “tamponade”' });
    const pericardiumHit = results.getByRole('article').filter({ hasText: pericardium.title });
    const pathologyHit = results.getByRole('article').filter({ hasText: pathology.title });
    await expect(pericardiumHit).toBeVisible();
    await expect(pathologyHit).toBeVisible();
    await expect(pericardiumHit.locator('mark').first()).toHaveText(/tamponade/i);
    await expect(page).toHaveTitle('Search: tamponade | MedShelf');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Category').selectOption({ label: 'Medicine' });
    await expect(page).toHaveURL('/search/searchtext/tamponade?category=medicine');
    await expect(pathologyHit).toHaveCount(0);
    await expect(page.getByLabel('Category')).toHaveValue('medicine');
    const pageLink = pericardiumHit.getByRole('link', { name: 'Page 3' });
    await expect(pageLink).toBeVisible();

    await pageLink.click();
    await expect(page).toHaveURL(`/slidedetails/${pericardium.id}/medicine/cardiology?page=3`);
    await expect(page.getByText('Page 3 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 3 of 4' })).toBeInViewport();
    // Reading on follows in the address, in place: Back still returns to the results.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`/slidedetails/${pericardium.id}/medicine/cardiology?page=4`);
    await page.goBack();
    await expect(page).toHaveURL('/search/searchtext/tamponade?category=medicine');
  });

  test('a misspelled query still finds a deck, a query with no match offers a close spelling, a suggestion opens', async ({
    page,
    request,
    baseURL,
  }) => {
    await createUploader(request, baseURL, 'speller');
    const deck = await uploadDeckViaApi(request, baseURL ?? '', {
      title: uniqueTitle('Interventional cardiology'),
      category: 'medicine',
      subCategory: 'cardiology',
      pages: ['Coronary angiography and stenting.', 'Closure devices and radial access.'],
    });
    await waitUntilFound(request, 'cardiology', 'slides', deck.id);

    await page.goto('/search/searchtext/cardiolgy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “cardiolgy”');
    await expect(page.getByRole('article').filter({ hasText: deck.title })).toBeVisible();

    // Three typos away: too far to be searched for as it is, close enough to be offered.
    await page.goto('/search/searchtext/kardiologie');
    await expect(page.getByRole('heading', { name: 'Nothing matches “kardiologie”' })).toBeVisible();
    const didYouMean = page.getByText(/^Did you mean/);
    await expect(didYouMean).toHaveText('Did you mean cardiology?');
    await didYouMean.getByRole('link', { name: 'cardiology' }).click();
    await expect(page).toHaveURL('/search/searchtext/cardiology');
    await expect(page.getByRole('article').filter({ hasText: deck.title })).toBeVisible();

    // A suggestion chosen with the keys opens where it points.
    const token = deck.title.split(' ').at(-1) ?? '';
    await waitUntilSuggested(request, token, deck.title);
    const box = searchBox(page);
    await box.fill('');
    await box.pressSequentially(token);
    const option = suggestionList(page).getByRole('option').filter({ hasText: deck.title });
    await expect(option).toBeVisible();
    const options = suggestionList(page).getByRole('option');
    const index = (await options.allTextContents()).findIndex((text) => text.includes(deck.title));
    for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/slidedetails/${deck.id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deck.title);
    await expect(box).toHaveValue('');
  });
});

test('offline, the nav box asks the server nothing and says why; back online it asks at once', async ({
  page,
  context,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search/suggest') asked.push(request.url());
  });
  // A page that asks the server nothing, so no request is cut off by the network going away.
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  const box = searchBox(page);
  await box.pressSequentially('cardio');
  await expect(
    page.getByRole('status').filter({ hasText: 'You are offline. Suggestions will show' }),
  ).toHaveCount(1);
  await expect(suggestionList(page)).toBeHidden();
  expect(asked).toEqual([]);

  // Back online, the words still in the box are asked about at once.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^No suggestions for “cardio”|suggestions?\./ }),
  ).toHaveCount(1);
  expect(asked.map((url) => new URL(url).searchParams.get('q'))).toEqual(['cardio']);
});

test.describe('a search the server cannot answer', () => {
  test.use({ allowedConsoleErrors: [/status of 503 .*\/api\/search\?/] });

  test('says so, keeps the words, and a retry shows the results', async ({ page }) => {
    let failing = true;
    await page.route('**/api/search?*', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { error: { code: 'internal', message: 'Busy' } } })
        : route.fallback(),
    );
    // Asked in the browser: a search page loaded whole comes with its results drawn by the server.
    await page.goto('/book');
    await searchBox(page).fill('pericardium');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'The search could not finish' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “pericardium”');
    await expect(searchBox(page)).toHaveValue('pericardium');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Kinds of results' }).getByRole('link', { name: /^Slides \d+$/ }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'The search could not finish' })).toBeHidden();
  });
});
