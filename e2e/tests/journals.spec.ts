import { axeViolations } from '../support/fixtures.ts';
import { addJournal, uniqueTitle } from '../support/library.ts';
import { addFetchedFeed, expect, publishFeed, test } from './editor-support.ts';

// Runs at both sizes (desktop and 360 px).
test.describe('journals', () => {
  test('by subject, then one journal with its latest articles, by a link that survives reload', {
    tag: '@mobile',
  }, async ({ page, baseURL, editorRequest, feedFixture }) => {
    const name = uniqueTitle('Journal of Clinical Cardiology');
    const dentalName = uniqueTitle('Journal of Dental Research');
    const slug = name.toLowerCase().replaceAll(' ', '-');
    const articles = [1, 2, 3].map((n) => ({
      guid: `${slug}-${n}`,
      title: `${name}: trial number ${n}`,
      author: `Author ${n}`,
      daysAgo: n,
      summaryHtml: `<p>Findings of trial ${n} in heart failure.</p>`,
    }));
    const url = publishFeed(feedFixture, slug, name, articles);
    const feed = await addFetchedFeed(editorRequest, baseURL, {
      url,
      kind: 'article',
      sourceName: name,
      subject: 'clinical-science',
    });
    await addJournal(editorRequest, baseURL, {
      name,
      slug,
      publisher: 'Demo Medical Society',
      issn: '0028-4793',
      subject: 'clinical-science',
      homepage: 'https://journal.example/',
      description: 'Original research in cardiology.',
      feedId: feed.id,
    });
    await addJournal(editorRequest, baseURL, {
      name: dentalName,
      publisher: 'Demo Dental Press',
      issn: '0022-0345',
      subject: 'dental',
    });

    await page.goto(`/journal`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journals');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
    await expect(card.getByText('Demo Medical Society')).toBeVisible();
    await expect(card.getByText('ISSN 0028-4793')).toBeVisible();
    await expect(page.getByRole('link', { name: dentalName })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Filter journals by subject').selectOption({ label: 'Dental' });
    await expect(page).toHaveURL(/\/journal\?subject=dental$/);
    await expect(page.getByRole('link', { name: dentalName })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.getByLabel('Filter journals by subject').selectOption({ label: 'Clinical Science' });
    await page.getByRole('link', { name }).click();

    await expect(page).toHaveURL(`/journaldetails?journal=${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | MedShelf`);
    await expect(page.getByRole('definition').filter({ hasText: '0028-4793' })).toBeVisible();
    await expect(page.getByText('Original research in cardiology.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit the journal’s website/ })).toHaveAttribute(
      'href',
      'https://journal.example/',
    );
    const latest = page.getByRole('region', { name: 'Latest articles' });
    await expect(latest.getByRole('listitem')).toHaveCount(3);
    // Newest first; each opens on this site and links to the original.
    const first = latest.getByRole('link', { name: articles[0]?.title ?? '', exact: true });
    await expect(first).toHaveAttribute('href', /^\/articledetails\/[^/]+\/[^/]+$/);
    await expect(
      latest.getByRole('link', { name: `Read the original of “${articles[0]?.title}” (opens in a new tab)` }),
    ).toHaveAttribute('href', `https://publisher.example/${articles[0]?.guid}`);
    await expect(latest.getByText('Findings of trial 1 in heart failure.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(latest.getByRole('listitem')).toHaveCount(3);

    // Following an article opens it on this site.
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/articledetails/[^/]+/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]?.title ?? '');

    // A journal without a feed yet says so instead of an empty list.
    await page.goto(`/journal?subject=dental`);
    await page.getByRole('link', { name: dentalName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dentalName);
    await expect(latest.getByText('This journal’s articles are not listed here yet.')).toBeVisible();
  });
});

test.describe('a missing journal', () => {
  // The server answers 404 for the page (for crawlers) and for the journal; Chromium logs both.
  test.use({
    allowedConsoleErrors: [
      /status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(api\/journals\/no-such-journal|journaldetails\?journal=no-such-journal)\)/,
    ],
  });

  test('says so and leads back to the journals', async ({ page }) => {
    await page.goto('/journaldetails?journal=no-such-journal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This journal is not available');
    await page.getByRole('link', { name: 'Browse journals' }).click();
    await expect(page).toHaveURL('/journal');
  });
});
