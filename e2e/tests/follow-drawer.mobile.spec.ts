import { expect, test } from '../support/fixtures.ts';
import { signedInMember } from '../support/profiles.ts';

test('a new follower shows in the followee’s drawer and profile without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const followee = await signedInMember(page.request, base, 'drawerb');
  await page.goto(`/profile/${followee.username}`);
  await expect(page.getByTestId('profile-followers')).toHaveText('0');

  // Someone else, somewhere else (the test's own request context), follows them.
  await signedInMember(request, base, 'drawera');
  const followed = await request.put(`/api/people/${followee.username}/follow`, {
    headers: { origin: base },
  });
  expect(followed.ok(), await followed.text()).toBe(true);

  await expect(page.getByTestId('profile-followers')).toHaveText('1');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByTestId('drawer-followers')).toHaveText('1 follower');
});
