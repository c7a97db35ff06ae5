import { makePdf } from '../support/decks.ts';
import { addBook, uniqueIsbn, uniqueTitle } from '../support/library.ts';
import { waitUntilFound } from '../support/search.ts';
import { expect, test } from './editor-support.ts';

// At both sizes: books are read mostly on phones.
test('a word inside a book opens the reader at the page it is on', async ({
  page,
  baseURL,
  editorRequest,
}) => {
  const title = uniqueTitle('Clinical haematology');
  const book = await addBook(
    editorRequest,
    baseURL,
    { title, subject: 'basic-science', category: 'pathology', isbn: uniqueIsbn() },
    await makePdf(
      [
        'Red cells: indices and the peripheral smear.',
        'White cells: leukocytosis and leukopenia.',
        'Platelets and coagulation.',
        'Methaemoglobinaemia: chocolate-brown blood and cyanosis unresponsive to oxygen.',
        'Transfusion medicine.',
      ],
      title,
    ),
  );
  await waitUntilFound(page.request, 'methaemoglobinaemia', 'books', book.id);

  await page.goto('/search/searchtext/methaemoglobinaemia?type=books');
  const hit = page.getByRole('article').filter({ hasText: title });
  await expect(hit.locator('mark').first()).toHaveText(/methaemoglobinaemia/i);
  await hit.getByRole('link', { name: 'Page 4' }).click();

  await expect(page).toHaveURL(`/bookdetails/${book.id}?read=1&page=4`);
  await expect(page.getByText('Page 4 of 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 4 of 5' })).toBeInViewport();
  // A reload of the address opens the same page again.
  await page.reload();
  await expect(page.getByText('Page 4 of 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 4 of 5' })).toBeInViewport();
});
