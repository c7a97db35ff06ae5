import { bookMessages } from '@medshelf/shared/contracts/books';
import { latestBookYear } from '@medshelf/shared/contracts/editor';
import { makePdf, pdfFile } from '../support/decks.ts';
import { axeViolations } from '../support/fixtures.ts';
import { closeToasts, expect, runId, signInAsEditor, test } from './editor-support.ts';

/** A valid ISBN-13 of its own for each run: books are unique by ISBN. */
function isbnFor(seed: number): string {
  const first12 = `978${String(seed % 1_000_000_000).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

test.describe('an editor manages books', () => {
  test('adds a book with the form and a PDF, watches it process, edits it and deletes it', async ({
    page,
    editorState,
  }, testInfo) => {
    test.slow();
    const id = runId(testInfo);
    const title = `Clinical Cardiology ${id}`;
    const isbn = isbnFor(Date.now() + testInfo.parallelIndex * 7919);
    await signInAsEditor(page, editorState);
    await page.goto('/editor/books');
    await page.getByRole('button', { name: 'Add a book' }).click();
    const form = page.getByRole('form', { name: 'Add a book' });

    // The shared schema's messages, beside their fields; nothing typed is lost.
    await form.getByRole('button', { name: 'Add book' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Authors').fill('Guyton, Arthur; Hall, John');
    await form.getByLabel('Year').fill('99999');
    await form.getByLabel('ISBN').fill('12345');
    await form.getByLabel('Subject').selectOption('clinical-science');
    await form.getByLabel('Category').selectOption('medicine');
    await form.getByRole('button', { name: 'Add book' }).click();
    await expect(form.getByText(`Year must be between 1450 and ${latestBookYear}`)).toBeVisible();
    await expect(
      form.getByText('ISBN 12345 is not an ISBN: use 10 or 13 digits, e.g. 978-0-306-40615-7'),
    ).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue(title);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Year').fill('2021');
    await form.getByLabel('ISBN').fill(isbn);
    await form.getByLabel('Edition').fill('3rd');
    await form.getByLabel('Publisher').fill('MedShelf Test Press');
    await form.getByLabel('Description').fill('The heart, from the cardiac cycle to heart failure.');
    await form.getByRole('button', { name: 'Add book' }).click();
    await expect(form.getByText(bookMessages.pdfOrLink)).toBeVisible();

    const pdf = await makePdf(['The cardiac cycle.', 'Heart failure.'], title);
    await form.getByLabel('PDF of the book').setInputFiles(pdfFile('cardiology.pdf', pdf));
    await expect(form.getByText(/^cardiology\.pdf \(\d+ KB\)$/)).toBeVisible();
    await form.getByRole('button', { name: 'Add book' }).click();
    await expect(page.getByText(`“${title}” is added. Its PDF is being processed.`)).toBeVisible();
    await expect(form).toHaveCount(0);

    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText('Guyton, Arthur; Hall, John')).toBeVisible();
    await expect(row.getByText('Clinical Science › Medicine · 2021')).toBeVisible();
    await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 45_000 });
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: `Edit “${title}”` });
    await expect(edit.getByLabel('ISBN')).toHaveValue(isbn);
    await expect(edit.getByLabel('Category')).toHaveValue('medicine');
    await expect(edit.getByLabel('Authors')).toHaveValue('Guyton, Arthur; Hall, John');
    await expect(page.getByText('2 pages')).toBeVisible();
    await edit.getByLabel('Edition').fill('4th');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`“${title}” is saved.`)).toBeVisible();
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the list' }).click();

    await row.getByRole('button', { name: `Delete “${title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this book?' });
    await dialog.getByRole('button', { name: 'Delete book' }).click();
    await expect(page.getByText(`“${title}” is deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a book with only an external link needs no PDF', async ({ page, editorState }, testInfo) => {
    const title = `Online Atlas ${runId(testInfo)}`;
    await signInAsEditor(page, editorState);
    await page.goto('/editor/books');
    await page.getByRole('button', { name: 'Add a book' }).click();
    const form = page.getByRole('form', { name: 'Add a book' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Subject').selectOption('basic-science');
    await form.getByLabel('External link').fill('ftp://atlas.example/book');
    await form.getByRole('button', { name: 'Add book' }).click();
    await expect(
      form.getByText('External link must be a link starting with http:// or https://'),
    ).toBeVisible();
    await form.getByLabel('External link').fill('https://atlas.example/book');
    await form.getByRole('button', { name: 'Add book' }).click();
    await expect(page.getByText(`“${title}” is added.`)).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText('Link only')).toBeVisible();
    await row.getByRole('button', { name: `Delete “${title}”` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this book?' })
      .getByRole('button', { name: 'Delete book' })
      .click();
    await expect(row).toHaveCount(0);
  });
});
