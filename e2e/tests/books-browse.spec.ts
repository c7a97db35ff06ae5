import { axeViolations } from '../support/fixtures.ts';
import { addBook, makeBookPdf, uniqueTitle } from '../support/library.ts';
import { expect, test } from './editor-support.ts';

// Runs at both sizes (desktop and 360 px): students mostly find books on their phones.
test.describe('browsing books', () => {
  test('each tab lists its subject’s books; the choice is in the link', { tag: '@mobile' }, async ({
    page,
    baseURL,
    editorRequest,
  }) => {
    const titles = {
      basic: uniqueTitle('Human physiology'),
      clinical: uniqueTitle('Clinical medicine'),
      dental: uniqueTitle('Oral pathology'),
      nursing: uniqueTitle('Midwifery practice'),
    };
    await addBook(
      editorRequest,
      baseURL,
      {
        title: titles.basic,
        authors: 'A. Guyton; J. Hall',
        edition: '3rd',
        year: '2021',
        subject: 'basic-science',
        category: 'physiology',
      },
      await makeBookPdf(titles.basic, 2),
    );
    await addBook(editorRequest, baseURL, {
      title: titles.clinical,
      authors: 'P. Kumar',
      year: '2019',
      subject: 'clinical-science',
      category: 'medicine',
      externalUrl: 'https://publisher.example/clinical-medicine',
    });
    await addBook(editorRequest, baseURL, {
      title: titles.dental,
      subject: 'dental',
      category: 'oral-pathology',
      externalUrl: 'https://publisher.example/oral-pathology',
    });
    await addBook(editorRequest, baseURL, {
      title: titles.nursing,
      subject: 'nursing',
      category: 'midwifery',
      externalUrl: 'https://publisher.example/midwifery',
    });

    await page.goto(`/book`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    for (const title of Object.values(titles)) {
      await expect(page.getByRole('link', { name: title })).toBeVisible();
    }
    // The card of the book with a PDF: its cover (made from page 1), year and edition.
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: titles.basic }) });
    await expect(card.getByText('2021 · 3rd edition')).toBeVisible();
    await expect(card.getByText('A. Guyton and J. Hall')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('width', /^\d+$/);
    await expect(card.locator('img')).toHaveAttribute('height', /^\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await tab('Basic Science').click();
    await expect(page).toHaveURL(/\/book\?tab=basic-science$/);
    await expect(page.getByRole('link', { name: titles.basic })).toBeVisible();
    await expect(page.getByRole('link', { name: titles.clinical })).toHaveCount(0);

    // Arrow keys move along the tabs and choose them, as tabs do.
    await tab('Basic Science').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Clinical Science')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=clinical-science$/);
    await expect(page.getByRole('link', { name: titles.clinical })).toBeVisible();
    await expect(page.getByRole('link', { name: titles.basic })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('link', { name: titles.dental })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Nursing')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: titles.nursing })).toBeVisible();
    await expect(page.getByRole('link', { name: titles.dental })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The tab survives a reload and a shared link.
    await page.reload();
    await expect(tab('Nursing')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: titles.nursing })).toBeVisible();

    await page.getByText('A–Z', { exact: true }).click();
    await expect(page).toHaveURL(/\?tab=nursing&sort=title$/);
    await expect(page.getByRole('radio', { name: 'A–Z' })).toBeChecked();
  });

  test('a visitor’s “All” is their own subjects until they ask for every book', async ({
    page,
    baseURL,
    editorRequest,
  }) => {
    const dental = uniqueTitle('Dental anatomy');
    const nursing = uniqueTitle('Community nursing');
    await addBook(editorRequest, baseURL, {
      title: dental,
      subject: 'dental',
      externalUrl: 'https://publisher.example/dental-anatomy',
    });
    await addBook(editorRequest, baseURL, {
      title: nursing,
      subject: 'nursing',
      externalUrl: 'https://publisher.example/community-nursing',
    });
    // A BDS student's preference, as the site keeps it in the browser (SPEC §3).
    await page.addInitScript(() => {
      localStorage.setItem(
        'medshelf:preference',
        JSON.stringify({
          slug: 'bds',
          faculty: 'BDS',
          subjects: ['basic-science', 'clinical-science', 'dental'],
        }),
      );
    });

    await page.goto(`/book`);
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Showing books for your subjects:')).toBeVisible();
    await expect(page.getByRole('link', { name: dental })).toBeVisible();
    await expect(page.getByRole('link', { name: nursing })).toHaveCount(0);

    await page.getByRole('link', { name: 'Show every book' }).click();
    await expect(page).toHaveURL(/\/book\?tab=all$/);
    await expect(page.getByRole('link', { name: nursing })).toBeVisible();
    await expect(page.getByText('Showing books for your subjects:')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
