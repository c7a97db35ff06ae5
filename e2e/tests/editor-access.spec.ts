import { createVerifiedUser } from '../support/accounts.ts';
import { axeViolations } from '../support/fixtures.ts';
import { expect, openAccountMenu, signInAsEditor, test } from './editor-support.ts';

test.describe('who may use the editor screen', () => {
  test('a signed-out visitor is asked to sign in', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/editor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor');
    await expect(page.getByRole('heading', { name: 'Sign in to use the editor screen' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Join Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Join MedShelf' })).toBeVisible();
  });

  test('a signed-in user who is not an editor sees "Editors only", and the API refuses them with 403', async ({
    page,
    baseURL,
  }) => {
    const user = await createVerifiedUser(page.request, baseURL ?? '', 'noteditor');
    const headers = { origin: baseURL ?? '' };
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: user.email, password: user.password },
    });
    expect(signIn.ok()).toBe(true);
    const saved = await page.request.put('/api/account/preference', { headers, data: { faculty: 'mbbs' } });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto('/editor/feeds');
    await expect(page.getByRole('heading', { name: 'Editors only' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Editor' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    expect((await page.request.get('/api/editor/feeds')).status()).toBe(403);
    const add = await page.request.post('/api/editor/feeds', {
      headers,
      data: { url: 'https://journal.example/rss', kind: 'article', sourceName: 'Sneaky' },
    });
    expect(add.status()).toBe(403);
    expect((await page.request.get('/api/editor/books')).status()).toBe(403);
  });

  test('an editor reaches the screen from the avatar menu and moves between its tabs', async ({
    page,
    editorState,
  }) => {
    await signInAsEditor(page, editorState);
    await page.goto('/');
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Editor' }).click();
    await expect(page).toHaveURL('/editor');
    await expect(page.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Books' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Journals' }).click();
    await expect(page).toHaveURL('/editor/journals');
    await expect(page.getByRole('heading', { level: 2, name: 'Journals' })).toBeVisible();
    await page.getByRole('tab', { name: 'Journals' }).press('ArrowRight');
    await expect(page).toHaveURL('/editor/feeds');
    await expect(page.getByRole('heading', { level: 2, name: 'Feeds' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Feeds' })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
});
