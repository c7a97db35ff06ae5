import { expect, test } from '../support/fixtures.ts';

test.describe('top navigation', () => {
  test('each link opens its section', async ({ page }) => {
    await page.goto('/aboutus');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Slide', '/slide', 'Slides'],
      ['Book', '/book', 'Books'],
      ['Journal', '/journal', 'Journals'],
      ['Article', '/article', 'Articles'],
      ['News', '/news', 'News'],
      ['Home', '/', 'Slides, books and journals for every year of your course'],
    ] as const;
    for (const [label, url, heading] of expected) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('a page the server drew opens every other page in place, though it starts knowing only its own route', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    // Gone if any step below loaded a document instead of drawing the page in place.
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Book', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
    const search = page.getByRole('combobox', { name: 'Search slides, books, journals and people' });
    await search.fill('anatomy');
    await search.press('Enter');
    await expect(page).toHaveURL('/search/searchtext/anatomy');
    await page.goBack();
    await expect(page).toHaveURL('/book');
    await page.goBack();
    await expect(page).toHaveURL('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About MedShelf');
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  });

  test('Join Now and UPLOAD open the login modal for a visitor; the search box opens results', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join MedShelf' });
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'UPLOAD', exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    const search = page.getByRole('combobox', { name: 'Search slides, books, journals and people' });
    await search.fill('cardiology');
    await search.press('Enter');
    await expect(page).toHaveURL('/search/searchtext/cardiology');
  });

  test('the bar changes style once the page is scrolled', async ({ page }) => {
    await page.goto('/slide');
    const bar = page.getByRole('banner');
    await expect(page.getByRole('heading', { name: 'Basic Science' })).toBeVisible();
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const before = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.mouse.wheel(0, 600);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(before);
    await page.mouse.wheel(0, -600);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/slide');
    await expect(page.getByRole('heading', { name: 'Basic Science' })).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Books' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footerLink.click();
    await expect(page).toHaveURL('/book');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the book page has the five category tabs and remembers the tab in the URL', async ({ page }) => {
    await page.goto('/book');
    const tabs = page.getByRole('tablist', { name: 'Book categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Basic Science', 'Clinical Science', 'Dental', 'Nursing']);
    await page.getByRole('tab', { name: 'Dental' }).click();
    await expect(page).toHaveURL('/book?tab=dental');
    // Other specs may have added dental books by now: the panel is checked by its tab, not its content.
    await expect(page.getByRole('tabpanel', { name: 'Dental' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Dental' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Dental' })).toBeVisible();
  });

  test('the slide page lists categories from the API, which come with its HTML', async ({ page }) => {
    const taxonomyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/taxonomy')) taxonomyCalls.push(request.url());
    });
    await page.goto('/slide');
    const topics = page.getByRole('region', { name: 'All topics' });
    // The whole index is a list of subjects, each opened for its categories.
    await expect(topics.getByRole('heading', { level: 2 })).toHaveText([
      'Basic Science',
      'Clinical Science',
      'Dental',
      'Nursing',
    ]);
    await expect(topics.getByText('Medicine, Surgery, Obstetrics & Gynaecology')).toBeVisible();
    const medicine = topics.getByRole('heading', { name: 'Medicine', exact: true, level: 3 });
    await expect(medicine).toBeHidden();
    expect(taxonomyCalls).toEqual([]);
    await topics.getByRole('heading', { name: 'Clinical Science', level: 2 }).click();
    await expect(medicine).toBeVisible();
    await topics.getByRole('link', { name: 'Cardiology' }).click();
    await expect(page).toHaveURL('/slidesubcategory/medicine/cardiology');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardiology');
  });

  test('a subject picked on the slide page opens its topics', async ({ page }) => {
    await page.goto('/slide?subject=dental');
    const topics = page.getByRole('region', { name: 'All topics' });
    await expect(topics.getByRole('heading', { level: 2 })).toHaveText(['Dental']);
    await expect(topics.getByRole('heading', { name: 'Oral Anatomy', level: 3 })).toBeVisible();
    await topics.getByRole('heading', { name: 'Dental', level: 2 }).click();
    await expect(topics.getByRole('heading', { name: 'Oral Anatomy', level: 3 })).toBeHidden();
  });

  test('the footer shows the counts, follower labels and company links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('50,000+');
    await expect(footer).toContainText('5,000+');
    await expect(footer.getByRole('link', { name: /Facebook · 63k followers/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram · 12.2k followers/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'ECG app' })).toHaveAttribute('target', '_blank');
    await footer.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/aboutus#team');
    await expect(page.getByRole('heading', { name: 'Our team' })).toBeVisible();
  });
});
