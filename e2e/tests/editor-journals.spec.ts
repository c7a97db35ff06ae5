import { axeViolations } from '../support/fixtures.ts';
import {
  addFetchedFeed,
  expect,
  publishFeed,
  runId,
  signInAsEditor,
  studyItems,
  test,
} from './editor-support.ts';

test.describe('an editor manages journals', () => {
  // A journal whose slug is taken is refused with 409, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

  test('adds a journal linked to a feed, is told when its slug is taken, edits and deletes it', async ({
    page,
    baseURL,
    feedFixture,
    editorState,
  }, testInfo) => {
    const id = runId(testInfo);
    const name = `Indian Journal of Tests ${id}`;
    const source = `IJT feed ${id}`;
    await signInAsEditor(page, editorState);
    const url = publishFeed(feedFixture, id, source, studyItems(`Journal ${id}`, 2));
    await addFetchedFeed(page.request, baseURL, { url, kind: 'article', sourceName: source });

    await page.goto('/editor/journals');
    await page.getByRole('button', { name: 'Add a journal' }).click();
    const form = page.getByRole('form', { name: 'Add a journal' });
    await form.getByRole('button', { name: 'Add journal' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('ISSN').fill('1234-5678');
    await form.getByLabel('Subject').selectOption('clinical-science');
    await form.getByRole('button', { name: 'Add journal' }).click();
    await expect(form.getByText('ISSN 1234-5678 has a wrong check digit')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('ISSN').fill('1234-5679');
    await form.getByLabel('Publisher').fill('MedShelf Test Press');
    await form.getByLabel('Homepage').fill('https://journal.example/');
    await form.getByLabel('Feed').selectOption({ label: `${source}: ${url}` });
    await form.getByRole('button', { name: 'Add journal' }).click();
    await expect(page.getByText(`“${name}” is added.`)).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(row.getByText(`Feed: ${source}`)).toBeVisible();
    await expect(row.getByText('MedShelf Test Press · ISSN 1234-5679')).toBeVisible();

    // The same name makes the same slug: refused beside the slug, the rest kept.
    await page.getByRole('button', { name: 'Add a journal' }).click();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Subject').selectOption('dental');
    await form.getByRole('button', { name: 'Add journal' }).click();
    await expect(form.getByText(/already has the slug/)).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('dental');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit “${name}”` });
    await expect(edit.getByLabel('Feed')).not.toHaveValue('');
    await expect(edit.getByLabel('ISSN')).toHaveValue('1234-5679');
    await edit.getByLabel('Publisher').fill('MedShelf University Press');
    await edit.getByLabel('Feed').selectOption('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`“${name}” is saved.`)).toBeVisible();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(row.getByText('No feed linked')).toBeVisible();
    await expect(row.getByText('MedShelf University Press · ISSN 1234-5679')).toBeVisible();

    await row.getByRole('button', { name: `Delete “${name}”` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this journal?' })
      .getByRole('button', { name: 'Delete journal' })
      .click();
    await expect(page.getByText(`“${name}” is deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
