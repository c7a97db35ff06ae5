import { slugify } from '@medshelf/shared/slug';
import { axeViolations } from '../support/fixtures.ts';
import {
  addFetchedFeed,
  closeToasts,
  expect,
  publishFeed,
  runId,
  signInAsEditor,
  studyItems,
  test,
} from './editor-support.ts';

test.describe('an editor manages feeds', () => {
  // The duplicate feed is refused with 409, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

  test('adds a feed with the form, fetches it now, its articles show and filter, a re-fetch adds no duplicates', async ({
    page,
    baseURL,
    feedFixture,
    editorState,
  }, testInfo) => {
    test.slow();
    const id = runId(testInfo);
    const source = `Heart Journal ${id}`;
    const sourceSlug = slugify(source);
    const items = studyItems(`Cardio ${id}`, 3, `${baseURL}/icons/icon-512.png`);
    const url = publishFeed(feedFixture, id, source, items);
    await signInAsEditor(page, editorState);

    await page.goto('/editor/feeds');
    await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Feeds' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Add a feed' }).click();
    const form = page.getByRole('form', { name: 'Add a feed' });
    await expect(page.getByRole('heading', { name: 'Add a feed' })).toBeFocused();

    // The shared schema's own messages, next to their fields.
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(form.getByText('The feed URL is required')).toBeVisible();
    await expect(form.getByText('The source name must be at least 2 characters')).toBeVisible();
    await form.getByLabel('Feed URL').fill('journal dot example');
    await form.getByLabel('Source name').fill(source);
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(
      form.getByText('The feed URL must be a web address starting with http:// or https://'),
    ).toBeVisible();
    await expect(form.getByLabel('Source name')).toHaveValue(source);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Feed URL').fill(url);
    await form.getByLabel('Kind').selectOption('article');
    await form.getByLabel('Subject').selectOption('clinical-science');
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(page.getByText(`“${source}” is added. Its first fetch has started.`)).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: source }) });
    await expect(row.getByText(url)).toBeVisible();
    await row.getByRole('button', { name: `Fetch now ${source}` }).click();
    await expect(row.getByTestId('feed-item-count')).toHaveText('3 items');
    await expect(row.getByText('Last fetched')).toBeVisible();
    await expect(row.getByText('Last error')).toHaveCount(0);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);

    // Registering the same URL again is refused beside the URL, and nothing typed is lost.
    await page.getByRole('button', { name: 'Add a feed' }).click();
    await form.getByLabel('Feed URL').fill(url);
    await form.getByLabel('Source name').fill(`${source} again`);
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(form.getByText('A feed with this URL is already registered.')).toBeVisible();
    await expect(form.getByLabel('Source name')).toHaveValue(`${source} again`);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The items, newest first, on /article; the filters narrow them.
    await page.goto('/article');
    await page.getByLabel('Source').selectOption(sourceSlug);
    await expect(page).toHaveURL(new RegExp(`[?&]source=${sourceSlug}`));
    const list = page.getByRole('list', { name: 'Articles, newest first' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(items.map((item) => item.title));
    await expect(list.getByText('Dr Author A')).toBeVisible();
    await expect(list.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await page.getByLabel('Subject').selectOption('dental');
    await expect(page.getByRole('heading', { name: 'No articles match these filters' })).toBeVisible();
    await page.getByLabel('Subject').selectOption('clinical-science');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveURL(/subject=clinical-science/);
    expect(await axeViolations(page)).toEqual([]);

    // One opens on its own page, with the way to the original.
    await list.getByRole('link', { name: items[1]?.title ?? '' }).click();
    await expect(page).toHaveURL(new RegExp(`/articledetails/[^/]+/${sourceSlug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[1]?.title ?? '');
    await expect(page.getByText('trial 2', { exact: true })).toBeVisible();
    const original = page.getByRole('link', { name: `Read the full article at ${source}` });
    await expect(original).toHaveAttribute(
      'href',
      `https://publisher.example/${encodeURIComponent(items[1]?.guid ?? '')}`,
    );
    await expect(original).toHaveAttribute('target', '_blank');
    await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `More from ${source}` })).toBeVisible();
    await expect(
      page.getByRole('list', { name: `More articles from ${source}` }).getByRole('listitem'),
    ).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    // Fetching again brings nothing twice.
    await page.goto('/editor/feeds');
    await row.getByRole('button', { name: `Fetch now ${source}` }).click();
    await expect(page.getByText(`${source} is fetched: 3 items.`)).toBeVisible();
    await expect(row.getByTestId('feed-item-count')).toHaveText('3 items');
    const api = await page.request.get(`/api/feed-items?kind=article&source=${sourceSlug}`);
    expect(((await api.json()) as { total: number }).total).toBe(3);
  });

  test('edits, pauses and deletes a feed, asking before it deletes', async ({
    page,
    baseURL,
    feedFixture,
    editorState,
  }, testInfo) => {
    const id = runId(testInfo);
    const source = `Nursing Bulletin ${id}`;
    await signInAsEditor(page, editorState);
    const url = publishFeed(feedFixture, id, source, studyItems(`Ward ${id}`, 2));
    await addFetchedFeed(page.request, baseURL, {
      url,
      kind: 'news',
      sourceName: source,
      subject: 'nursing',
    });

    await page.goto('/editor/feeds');
    const row = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(row(source).getByTestId('feed-item-count')).toHaveText('2 items');
    await row(source)
      .getByRole('button', { name: `Edit ${source}` })
      .click();
    const form = page.getByRole('form', { name: `Edit ${source}` });
    await expect(form.getByLabel('Kind')).toHaveValue('news');
    await expect(form.getByLabel('Subject')).toHaveValue('nursing');
    const renamed = `${source} Weekly`;
    await form.getByLabel('Source name').fill(renamed);
    await form.getByRole('button', { name: 'Save feed' }).click();
    await expect(page.getByText(`“${renamed}” is saved.`)).toBeVisible();
    await expect(row(renamed)).toBeVisible();

    await row(renamed)
      .getByRole('button', { name: `Pause ${renamed}` })
      .click();
    await expect(row(renamed).getByText('Paused', { exact: true })).toBeVisible();
    await expect(row(renamed).getByRole('button', { name: `Fetch now ${renamed}` })).toBeDisabled();
    await row(renamed)
      .getByRole('button', { name: `Resume ${renamed}` })
      .click();
    await expect(row(renamed).getByText('Paused', { exact: true })).toHaveCount(0);

    await closeToasts(page);
    await row(renamed)
      .getByRole('button', { name: `Delete “${renamed}”` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this feed?' });
    await expect(dialog).toContainText('2 items');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await row(renamed)
      .getByRole('button', { name: `Delete “${renamed}”` })
      .click();
    await dialog.getByRole('button', { name: 'Delete feed' }).click();
    await expect(page.getByText(`${renamed} is deleted.`)).toBeVisible();
    await expect(row(renamed)).toHaveCount(0);
    const api = await page.request.get(`/api/feed-items?kind=news&source=${slugify(renamed)}`);
    expect(((await api.json()) as { total: number }).total).toBe(0);
  });
});
