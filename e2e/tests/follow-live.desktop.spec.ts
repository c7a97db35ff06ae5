import { axeViolations, expect, test } from '../support/fixtures.ts';
import { memberInOwnBrowser, signedInMember } from '../support/profiles.ts';

test('a follow from another browser shows on the followee’s open profile at once, and the unfollow too', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const followee = await signedInMember(page.request, base, 'bfollowee');
  const profileUrl = `/profile/${followee.username}`;
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(followee.username);
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profiledetails');
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  const count = page.getByTestId('profile-followers');
  await expect(count).toHaveText('0');
  expect(await axeViolations(page)).toEqual([]);

  // A visitor who is not signed in watches the same profile, and is asked to join to follow.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(profileUrl);
  await expect(visitor.getByTestId('profile-followers')).toHaveText('0');
  await visitor.getByRole('button', { name: 'Follow', exact: true }).click();
  const join = visitor.getByRole('dialog', { name: 'Join MedShelf' });
  await expect(join).toBeVisible();
  await join.getByRole('button', { name: 'Close' }).click();

  const follower = await memberInOwnBrowser(browser, base, 'afollower');
  try {
    await follower.page.goto(profileUrl);
    await follower.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(follower.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(follower.page.getByTestId('profile-followers')).toHaveText('1');

    // No reload: the followee's page and the visitor's hear it from the server.
    await expect(count).toHaveText('1');
    await expect(visitor.getByTestId('profile-followers')).toHaveText('1');

    await page.getByRole('tab', { name: 'Followers' }).click();
    await expect(page).toHaveURL(`${profileUrl}?tab=followers`);
    const followers = page.getByRole('list', { name: `Followers of ${followee.username}` });
    await expect(followers.getByRole('link', { name: follower.member.username })).toBeVisible();
    await page.getByText('Following (0)').click();
    await expect(page).toHaveURL(`${profileUrl}?tab=followers&list=following`);
    await expect(page.getByRole('heading', { name: 'You do not follow anyone yet' })).toBeVisible();

    await follower.page.getByRole('button', { name: 'Unfollow' }).click();
    await expect(follower.page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(count).toHaveText('0');
    await expect(visitor.getByTestId('profile-followers')).toHaveText('0');
  } finally {
    await follower.context.close();
    await visitorContext.close();
  }
});
