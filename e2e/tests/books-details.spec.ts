import { axeViolations } from '../support/fixtures.ts';
import { addBook, makeBookPdf, uniqueIsbn, uniqueTitle } from '../support/library.ts';
import { expect, test } from './editor-support.ts';

// Runs at both sizes (desktop and 360 px): the reader is used mostly on phones.
test.describe('a book’s page', () => {
  test('every field, download, and the reader page by page with the keys', { tag: '@mobile' }, async ({
    page,
    baseURL,
    editorRequest,
  }) => {
    const title = uniqueTitle('Textbook of physiology');
    const isbn = uniqueIsbn();
    const book = await addBook(
      editorRequest,
      baseURL,
      {
        title,
        authors: 'A. Writer; B. Author',
        edition: '2nd',
        year: '2019',
        publisher: 'Demo Press',
        isbn,
        subject: 'basic-science',
        category: 'physiology',
        description: 'Cells, blood, nerves and muscles, for the first year.',
      },
      await makeBookPdf(title, 4),
    );
    const related = uniqueTitle('Renal physiology');
    await addBook(editorRequest, baseURL, {
      title: related,
      subject: 'basic-science',
      category: 'physiology',
      externalUrl: 'https://publisher.example/renal',
    });
    // Reading must never fetch the PDF: only page images.
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/download$|\.pdf$/.test(new URL(request.url()).pathname)) pdfRequests.push(request.url());
    });

    await page.goto('/book?tab=basic-science');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | MedShelf`);
    const facts = page.getByRole('region', { name: 'About this book' });
    for (const [term, value] of [
      ['Authors', 'A. Writer and B. Author'],
      ['Edition', '2nd edition'],
      ['Year', '2019'],
      ['Publisher', 'Demo Press'],
      ['ISBN', isbn],
      ['Subject', 'Basic Science'],
      ['Category', 'Physiology'],
      ['Pages', '4'],
    ]) {
      await expect(
        facts
          .getByRole('definition')
          .filter({ hasText: value ?? '' })
          .first(),
      ).toBeVisible();
      await expect(facts.getByRole('term').filter({ hasText: term ?? '' })).toBeVisible();
    }
    await expect(page.getByText('Cells, blood, nerves and muscles, for the first year.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    const download = page.getByRole('link', { name: /^Download PDF/ });
    await expect(download).toHaveAttribute('href', `/api/books/${book.id}/download`);
    // The download resumes: the server answers a range with just those bytes.
    const head = await page.request.get(`/api/books/${book.id}/download`, {
      headers: { range: 'bytes=0-3' },
    });
    expect(head.status()).toBe(206);
    expect((await head.body()).toString()).toBe('%PDF');

    await expect(
      page.getByRole('region', { name: 'Related books' }).getByRole('link', { name: related }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Read online' }).click();
    await expect(page).toHaveURL(`/bookdetails/${book.id}?read=1`);
    await expect(page.getByRole('heading', { name: `Reading ${title}` })).toBeFocused();
    const reader = page.getByRole('region', { name: `Pages of ${title}` });
    const shown = reader.getByRole('img');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('loading', 'eager');
    await expect(shown).toHaveAttribute('width', /^\d+$/);
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The whole page fits in the window, under the reader's heading.
    const box = async () => (await shown.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const fitted = await box();
    expect(fitted.y).toBeGreaterThanOrEqual(0);
    expect(fitted.y + fitted.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
    await expect(page.getByRole('heading', { name: `Reading ${title}` })).toBeInViewport();
    // On a laptop it can fill the width instead, to read small print; a phone's page is as
    // wide as the screen already.
    const fitWidth = reader.getByRole('button', { name: 'Fit width' });
    if (test.info().project.name === 'mobile-360') {
      await expect(fitWidth).toBeHidden();
    } else {
      await fitWidth.click();
      await expect(fitWidth).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await box()).width).toBeGreaterThan(fitted.width * 1.5);
      await fitWidth.click();
      await expect.poll(async () => (await box()).width).toBeLessThan(fitted.width * 1.05);
    }

    await expect(shown).toHaveAccessibleName('Page 1 of 4');
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAccessibleName('Page 2 of 4');
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAccessibleName('Page 3 of 4');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAccessibleName('Page 2 of 4');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(shown).toHaveAccessibleName('Page 3 of 4');
    await expect(page.getByText('Page 3 of 4', { exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The open reader is a link of its own: a reload keeps it open.
    await page.reload();
    await expect(shown).toHaveAccessibleName('Page 3 of 4');
    await page.getByRole('link', { name: 'Close the reader' }).click();
    await expect(page).toHaveURL(`/bookdetails/${book.id}`);
    await expect(reader).toHaveCount(0);
    expect(pdfRequests).toEqual([]);
  });

  test('a book that is only a link is read at the publisher', async ({ page, baseURL, editorRequest }) => {
    const title = uniqueTitle('Oral medicine');
    const book = await addBook(editorRequest, baseURL, {
      title,
      authors: 'C. Dentist',
      subject: 'dental',
      externalUrl: 'https://publisher.example/oral-medicine',
    });
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const out = page.getByRole('link', { name: 'Read at the publisher (opens in a new tab)' });
    await expect(out).toHaveAttribute('href', 'https://publisher.example/oral-medicine');
    await expect(out).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Read online' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Download PDF/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('a missing book', () => {
  // The server answers 404 for the page (for crawlers) and for the book; Chromium logs both.
  test.use({
    allowedConsoleErrors: [
      /status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(api\/books|bookdetails)\/no-such-book\)/,
    ],
  });

  test('says so and leads back to the books', async ({ page }) => {
    await page.goto('/bookdetails/no-such-book');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This book is not available');
    await page.getByRole('link', { name: 'Browse books' }).click();
    await expect(page).toHaveURL('/book');
  });
});
