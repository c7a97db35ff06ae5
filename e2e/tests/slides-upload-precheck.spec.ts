import { deckMessages } from '@medshelf/shared/deck-limits';
import { cardiologyPages, fakePdf, makePdf, pdfFile, signInAsUploader } from '../support/decks.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('choosing a file to upload', () => {
  test('fills the title from the file name and checks type and page count before any upload', {
    tag: '@mobile',
  }, async ({ page, request, baseURL }) => {
    await signInAsUploader(page, request, baseURL as string, 'precheck');
    const sent: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && r.url().includes('/api/decks') && sent.push(r.url()));
    await page.goto('/uploadslide');
    const picker = page.getByLabel('Choose your deck');
    const title = page.getByLabel('Title', { exact: true });
    const pickerMessage = page.getByRole('alert');

    await picker.setInputFiles(fakePdf('my-notes.pdf'));
    await expect(pickerMessage).toHaveText(deckMessages.notADeck);
    await expect(picker).toHaveAttribute('aria-invalid', 'true');

    const tooLong = await makePdf(
      Array.from({ length: 301 }, (_, index) => `Page ${index + 1}`),
      'Too long',
    );
    await picker.setInputFiles(pdfFile('whole-year_lectures.pdf', tooLong));
    await expect(pickerMessage).toHaveText(deckMessages.tooManyPages);

    await picker.setInputFiles(pdfFile('heart_failure-basics.pdf', await makePdf(cardiologyPages())));
    await expect(pickerMessage).toHaveCount(0);
    await expect(picker).not.toHaveAttribute('aria-invalid', 'true');
    // The title came from the first file; it was not typed, so the newest file's name replaces it.
    await expect(title).toHaveValue('Heart failure basics');

    // A title the uploader typed is theirs: a new file does not replace it.
    await title.fill('Heart failure for second years');
    await picker.setInputFiles(pdfFile('another.pdf', await makePdf(cardiologyPages())));
    await expect(title).toHaveValue('Heart failure for second years');
    expect(sent).toEqual([]);
  });
});
