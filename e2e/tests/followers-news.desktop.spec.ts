import { uploadDeckViaApi } from '../support/decks.ts';
import { axeViolations, expect, test } from '../support/fixtures.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { memberInOwnBrowser, signedInMember } from '../support/profiles.ts';

test('a follower hears of a new deck at once (bell, home feed), then in the weekly email, whose link unsubscribes', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const follower = await signedInMember(page.request, base, 'newsreader');
  const uploader = await memberInOwnBrowser(browser, base, 'newsuploader');
  try {
    await page.goto(`/profile/${uploader.member.username}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

    await page.goto('/');
    const feed = page.getByRole('region', { name: 'New from people you follow' });
    await expect(feed.getByText('Nobody you follow has shared anything yet.')).toBeVisible();
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');

    const title = `Murmurs ${Date.now()}`;
    const deck = await uploadDeckViaApi(uploader.context.request, base, { title });

    // No reload: the count and the feed come over the page's live connection.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('unread-count')).toHaveText('1');
    await expect(feed.getByRole('link', { name: title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await bell.click();
    const news = page.getByRole('menuitem', { name: new RegExp(`shared “${title}”`) });
    await expect(news).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await news.click();
    await expect(page).toHaveURL(new RegExp(`/slidedetails/${deck.id}/`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');

    // The weekly email lists the deck; its link unsubscribes without signing in.
    const mail = await waitForMail(follower.email, 'New on MedShelf');
    expect(mail.text).toContain(title);
    const unsubscribe = linkIn(mail, '/api/digest/unsubscribe');
    expect(mail.listUnsubscribe).toBe(`<${unsubscribe}>`);
    const stranger = await browser.newContext();
    try {
      const mailClient = await stranger.newPage();
      await mailClient.goto(unsubscribe);
      await expect(mailClient.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    } finally {
      await stranger.close();
    }
    await page.goto('/profiledetails');
    await expect(
      page.getByRole('checkbox', { name: 'Weekly email of new slides from people I follow' }),
    ).not.toBeChecked();
  } finally {
    await uploader.context.close();
  }
});
