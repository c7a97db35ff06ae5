import { signInThroughDialog } from '../support/accounts.ts';
import { toggleLike } from '../support/decks.ts';
import { expect, test } from '../support/fixtures.ts';
import { createUploader, uniqueTitle, uploadReadyDeck } from './slides-browse-support.ts';

test.describe('liking, commenting, sharing and reporting a deck', () => {
  test('a signed-in reader likes and unlikes, comments and deletes the comment', async ({
    page,
    baseURL,
  }) => {
    // page.request shares the browser's cookies: the reader is signed in on the page too.
    await createUploader(page.request, baseURL, 'liker');
    const deck = await uploadReadyDeck(page.request, baseURL, {
      title: uniqueTitle('Neoplasia basics'),
      category: 'pathology',
      subCategory: 'neoplasia',
    });
    await page.goto(`/slidedetails/${deck.id}/pathology/neoplasia`);

    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like 0 likes');
    await toggleLike(page, deck.id, true);
    await expect(like).toHaveAccessibleName('Like 1 like');
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like 1 like');
    await toggleLike(page, deck.id, false);
    await expect(like).toHaveAccessibleName('Like 0 likes');

    const box = page.getByLabel('Add a comment');
    const post = page.getByRole('button', { name: 'Post comment' });
    await box.fill('   ');
    await post.click();
    await expect(page.getByText('Write a comment first')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await box.fill('Very clear diagrams, thank you!');
    await post.click();
    await expect(page.getByText('Comment posted')).toBeVisible();
    const comments = page.getByRole('list', { name: '1 comment' });
    await expect(comments.getByText('Very clear diagrams, thank you!')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

    await comments.getByRole('button', { name: 'Delete your comment' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('No comments yet. Be the first to say something helpful.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  });

  test('a visitor is asked to join to like or comment, and can share and report', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const uploader = await createUploader(request, baseURL, 'sharer');
    const deck = await uploadReadyDeck(request, baseURL, {
      title: uniqueTitle('Tumour markers'),
      category: 'pathology',
      subCategory: 'neoplasia',
    });
    const url = `/slidedetails/${deck.id}/pathology/neoplasia`;
    await page.goto(url);

    await page.getByRole('button', { name: /^Like/ }).click();
    const join = page.getByRole('dialog', { name: 'Join MedShelf' });
    await expect(join).toBeVisible();
    await join.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Sign in to comment' }).click();
    await expect(join).toBeVisible();
    await join.getByRole('button', { name: 'Close' }).click();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url)}`),
    );
    await expect(menu.getByRole('menuitem', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${url}`);

    await page.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report this deck' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByText('Please choose a reason')).toBeVisible();
    await report.getByLabel('It is spam or advertising').check();
    await report.getByLabel('Details (optional)').fill('Only adverts for a coaching class.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks, we will review this deck')).toBeVisible();
    await expect(report).toBeHidden();

    // Signing in from the prompt comes back to the deck, where the like now counts.
    await page.getByRole('button', { name: /^Like/ }).click();
    await signInThroughDialog(page, uploader.email, uploader.password);
    await expect(join).toBeHidden();
    await expect(page).toHaveURL(url);
  });
});
