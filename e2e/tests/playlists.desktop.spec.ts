import { axeViolations, expect, test } from '../support/fixtures.ts';
import { createLevel, createLevelViaApi, setPublic } from '../support/playlists.ts';
import { clickAndWaitForSave } from '../support/saves.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

test.describe('playlists', () => {
  test('three levels built on the playlist pages, reordered, and no fourth', async ({ page, baseURL }) => {
    await createUploader(page.request, baseURL, 'plbuilder');
    await page.goto('/playlist');
    await expect(page.getByRole('heading', { name: 'No playlists yet' })).toBeVisible();
    await createLevel(page, 'New playlist', '2nd year');
    await createLevel(page, 'New playlist', '1st year');
    const top = page.getByRole('list', { name: 'Your playlists' });
    await expect(top.getByRole('link')).toHaveText(['2nd year', '1st year']);
    const moveUp = page.getByRole('button', { name: 'Move “1st year” up' });
    await clickAndWaitForSave(page, moveUp, 'PUT', '/api/playlists/order');
    await expect(top.getByRole('link')).toHaveText(['1st year', '2nd year']);
    await expect(moveUp).toBeFocused();
    await expect(moveUp).toHaveAttribute('aria-disabled', 'true');
    await page.reload();
    await expect(top.getByRole('link')).toHaveText(['1st year', '2nd year']);

    await top.getByRole('link', { name: '2nd year' }).click();
    await expect(page).toHaveURL('/playlist/2nd-year');
    await createLevel(page, 'New sub-level in “2nd year”', 'Pathology');
    await page
      .getByRole('list', { name: 'Sub-levels of 2nd year' })
      .getByRole('link', { name: 'Pathology' })
      .click();
    await expect(page).toHaveURL('/playlist/2nd-year/pathology');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Your playlists',
      '2nd year',
    ]);
    await createLevel(page, 'New sub-level in “Pathology”', 'Neoplasia');
    await createLevel(page, 'New sub-level in “Pathology”', 'Haematology');
    const subLevels = page.getByRole('list', { name: 'Sub-levels of Pathology' });
    await clickAndWaitForSave(
      page,
      page.getByRole('button', { name: 'Move “Haematology” up' }),
      'PUT',
      '/api/playlists/order',
    );
    await expect(subLevels.getByRole('link')).toHaveText(['Haematology', 'Neoplasia']);
    await page.reload();
    await expect(subLevels.getByRole('link')).toHaveText(['Haematology', 'Neoplasia']);

    await subLevels.getByRole('link', { name: 'Neoplasia' }).click();
    await expect(page).toHaveURL('/playlist/2nd-year/pathology/neoplasia');
    await expect(page.getByText('Playlists nest at most 3 levels deep')).toBeVisible();
    await expect(page.getByLabel(/New sub-level/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No decks here yet' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('saved into from the viewer’s level picker, shared, then hidden again', async ({
    page,
    browser,
    baseURL,
  }) => {
    // An upload to process and two members' pages on a shared 2-core machine.
    test.slow();
    // page.request shares the browser's cookies: the owner is signed in on the page too.
    const owner = await createUploader(page.request, baseURL, 'plowner');
    const title = uniqueTitle('Tumour markers');
    const deck = await uploadReadyDeck(page.request, baseURL, {
      title,
      category: 'pathology',
      subCategory: 'neoplasia',
    });
    await createLevelViaApi(page.request, baseURL, '1st year');
    const year = await createLevelViaApi(page.request, baseURL, '2nd year');
    const pathology = await createLevelViaApi(page.request, baseURL, 'Pathology', year.id);
    await createLevelViaApi(page.request, baseURL, 'Haematology', pathology.id);
    await createLevelViaApi(page.request, baseURL, 'Neoplasia', pathology.id);

    // From the viewer: the picker shows every level; a tick saves at once.
    await page.goto(`/slidedetails/${deck.id}/pathology/neoplasia`);
    await page.getByRole('button', { name: 'Save to playlist' }).click();
    const picker = page.getByRole('dialog', { name: 'Save to playlist' });
    await expect(picker.getByRole('checkbox')).toHaveCount(5);
    await picker.getByRole('checkbox', { name: 'Neoplasia' }).check();
    await expect(picker.getByText('Saved to “Neoplasia”')).toBeAttached();
    await picker.getByRole('button', { name: 'New sub-level in “1st year”' }).click();
    const inline = picker.getByRole('textbox', { name: 'New sub-level in “1st year”' });
    await expect(inline).toBeFocused();
    await inline.fill('Anatomy');
    await inline.press('Enter');
    // Made, and the deck went straight in.
    await expect(picker.getByRole('checkbox', { name: 'Anatomy' })).toBeChecked();
    await expect(inline).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: 'Save to playlist' }).click();
    await expect(picker.getByRole('checkbox', { name: 'Neoplasia' })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: 'Haematology' })).not.toBeChecked();
    await picker.getByRole('button', { name: 'Close' }).click();

    await page.goto('/playlist/2nd-year/pathology/neoplasia');
    await expect(page.getByRole('list', { name: 'Decks in Neoplasia' }).getByRole('link')).toHaveText([
      title,
    ]);
    await expect(page.getByText('Only you can see this level. Make it public to share it.')).toBeVisible();

    // Public level by level; the share link appears once nothing above is private.
    await setPublic(page, true);
    await expect(
      page.getByText('Others cannot see this level yet: “2nd year” above it is private.'),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: '2nd year' })
      .click();
    // The switch read before the level has changed would be Neoplasia's, already public.
    await expect(page).toHaveURL(/\/playlist\/2nd-year$/);
    await expect(page.getByRole('heading', { level: 1, name: '2nd year' })).toBeVisible();
    await setPublic(page, true);
    await page.goto('/playlist/2nd-year/pathology');
    await setPublic(page, true);
    await page.goto('/playlist/2nd-year/pathology/neoplasia');
    const shared = `/viewplaylist/${owner.username}/2nd-year/pathology/neoplasia`;
    await expect(page.getByRole('link', { name: `${baseURL}${shared}` })).toBeVisible();

    // Another member sees it read-only.
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await createUploader(reader.request, baseURL, 'plreader');
    expect((await reader.request.get(shared)).status()).toBe(200);
    await reader.goto(shared);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Neoplasia');
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
    await expect(reader.getByRole('switch')).toHaveCount(0);
    await expect(reader.getByRole('button', { name: /Move|Rename|Delete/ })).toHaveCount(0);
    expect(await axeViolations(reader)).toEqual([]);
    await reader
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Pathology' })
      .click();
    await expect(reader.getByRole('list', { name: 'Sub-levels of Pathology' }).getByRole('link')).toHaveText([
      'Neoplasia',
    ]);

    // The owner's profile lists the public top level for others, linking to the shared view.
    await reader.goto(`/profile/${owner.username}?tab=playlists`);
    const cards = reader.getByRole('list', { name: `Playlists by ${owner.username}` });
    await expect(cards.getByRole('link')).toHaveText(['2nd year']);
    await expect(cards.getByRole('link')).toHaveAttribute('href', `/viewplaylist/${owner.username}/2nd-year`);
    expect(await axeViolations(reader)).toEqual([]);

    // Private again: the other member gets the not-found page (and a 404 status).
    await page.goto('/playlist/2nd-year/pathology');
    await setPublic(page, false);
    // The served page says so too (asked directly: the app's service worker answers navigations).
    expect((await reader.request.get(shared)).status()).toBe(404);
    await reader.goto(shared);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('This playlist is not available');
    await readerContext.close();
  });
});

test.describe('playlist names', () => {
  // A name a sibling already has is answered 409, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\) \(http:\/\/localhost:\d+\/api\/playlists/] });

  test('rename keeps names unique among siblings; delete says what goes with it', async ({
    page,
    baseURL,
  }) => {
    await createUploader(page.request, baseURL, 'plrename');
    await page.goto('/playlist');
    await createLevel(page, 'New playlist', 'Final year');
    await page.getByRole('link', { name: 'Final year', exact: true }).click();
    await createLevel(page, 'New sub-level in “Final year”', 'Medicine');
    await createLevel(page, 'New sub-level in “Final year”', 'Surgery');
    const newLevel = page.getByRole('textbox', { name: 'New sub-level in “Final year”' });
    await newLevel.fill('Surgery');
    await newLevel.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('You already have a playlist called “Surgery” here');
    await expect(newLevel).toHaveValue('Surgery');

    await page.getByRole('link', { name: 'Surgery', exact: true }).click();
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    const name = page.getByLabel('Playlist name');
    await name.fill('medicine');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('alert')).toHaveText('You already have a playlist called “Medicine” here');
    await expect(name).toHaveValue('medicine');
    await name.fill('General surgery');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page).toHaveURL('/playlist/final-year/general-surgery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General surgery');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Final year' })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this playlist?' });
    await expect(confirm).toContainText('“Final year” will be deleted with its 2 sub-levels.');
    await confirm.getByRole('button', { name: 'Delete playlist' }).click();
    await expect(page).toHaveURL('/playlist');
    await expect(page.getByRole('heading', { name: 'No playlists yet' })).toBeVisible();
  });
});

test.describe('saving from lists', () => {
  test('a card in a list saves its deck; a visitor is asked to join first', async ({
    page,
    browser,
    baseURL,
  }) => {
    await createUploader(page.request, baseURL, 'plcards');
    const title = uniqueTitle('Blood film');
    const deck = await uploadReadyDeck(page.request, baseURL, {
      title,
      category: 'pathology',
      subCategory: 'haematology',
    });
    await page.request.post('/api/playlists', {
      headers: { origin: baseURL ?? '' },
      data: { name: 'Revision' },
    });

    await page.goto('/slidesubcategory/pathology/haematology');
    await page.getByRole('button', { name: `Save “${title}” to a playlist` }).click();
    const picker = page.getByRole('dialog', { name: 'Save to playlist' });
    await picker.getByRole('checkbox', { name: 'Revision' }).check();
    await expect(picker.getByText('Saved to “Revision”')).toBeAttached();
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: `Save “${title}” to a playlist` })).toBeFocused();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/slidesubcategory/pathology/haematology');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /to a playlist$/ })).toHaveCount(0);
    await visitor.goto(`/slidedetails/${deck.id}/pathology/haematology`);
    await visitor.getByRole('button', { name: 'Save to playlist' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Join MedShelf' })).toBeVisible();
    await visitorContext.close();
  });
});
