import { messages, type OwnProfile, type PublicProfile } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, sessionCookie, signedInUser, verifiedUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { users } from '../../db/schema/index.ts';
import { usernameLocked } from './profile-service.ts';

const details = {
  displayName: 'Dr Asha Menon',
  nickname: 'Ash',
  language: 'Malayalam, English',
  gender: 'Female',
  joinedDate: '2021',
  education: 'MBBS, Government Medical College, Kozhikode',
  working: 'Intern, General Medicine',
  summary: 'Final-year student who loves cardiology.',
  facebook: 'https://facebook.com/asha',
  instagram: '',
  twitter: 'https://x.com/asha',
};

describe('your own profile details (GET and PUT /api/profile)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  const put = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'profile_owner');
    other = await signedInUser(t, 'profile_other');
  });
  afterAll(() => t.close());

  it('asks a visitor to sign in', async () => {
    expect((await t.app.inject('/api/profile')).statusCode).toBe(401);
    expect((await put(undefined, details)).statusCode).toBe(401);
  });

  it('starts with the name from sign-up and every detail empty', async () => {
    const response = await t.app.inject({ url: '/api/profile', headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnProfile>()).toEqual({
      displayName: 'profile_owner',
      username: 'profile_owner',
      email: owner.email,
      photoURL: null,
      usernameAdded: false,
      nickname: '',
      language: '',
      gender: '',
      joinedDate: '',
      education: '',
      working: '',
      summary: '',
      facebook: '',
      instagram: '',
      twitter: '',
    });
  });

  it('saves the owner’s details, trimmed, and shows them on the public profile', async () => {
    const response = await put(owner.cookie, { ...details, nickname: '  Ash  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnProfile>()).toMatchObject({ ...details, usernameAdded: false });
    const profile = (await t.app.inject('/api/people/profile_owner')).json<PublicProfile>();
    expect(profile.displayName).toBe('Dr Asha Menon');
    expect(profile.details).toMatchObject({ summary: details.summary, twitter: details.twitter });
    const account = await t.app.inject({ url: '/api/account', headers: { cookie: owner.cookie } });
    expect(account.json()).toMatchObject({ user: { displayName: 'Dr Asha Menon' } });
  });

  it('changes only the signed-in user’s own profile', async () => {
    const response = await put(other.cookie, { displayName: 'Someone else', summary: 'Not Asha' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnProfile>()).toMatchObject({ username: 'profile_other', summary: 'Not Asha' });
    const mine = (await t.app.inject({ url: '/api/profile', headers: { cookie: owner.cookie } })).json();
    expect(mine).toMatchObject({ displayName: 'Dr Asha Menon', summary: details.summary });
  });

  it.each([
    [{ displayName: '' }, 'displayName', 'Please enter your name'],
    [{ displayName: 'x'.repeat(61) }, 'displayName', 'Name must be 60 characters or fewer'],
    [{ summary: 'x'.repeat(1001) }, 'summary', 'Summary must be 1000 characters or fewer'],
    [{ education: 'x'.repeat(201) }, 'education', 'Education must be 200 characters or fewer'],
    [{ nickname: 'x'.repeat(61) }, 'nickname', 'Nickname must be 60 characters or fewer'],
    [{ joinedDate: '21' }, 'joinedDate', 'Enter the year you joined, e.g. 2023'],
    [{ joinedDate: '2999' }, 'joinedDate', 'Enter the year you joined, e.g. 2023'],
    [{ facebook: 'my page' }, 'facebook', 'Facebook: enter a username like @name or a web address'],
    [
      { twitter: 'javascript:alert(1)' },
      'twitter',
      'X (Twitter): enter a username like @name or a web address',
    ],
    [
      { instagram: `https://instagram.com/${'a'.repeat(300)}` },
      'instagram',
      'Instagram link must be 300 characters or fewer',
    ],
  ])('refuses %o: %s says "%s"', async (change, path, message) => {
    const response = await put(owner.cookie, { ...details, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ path, message });
  });

  it('takes a plain handle or an address without https:// and keeps the full address', async () => {
    const response = await put(owner.cookie, {
      ...details,
      facebook: 'facebook.com/asha.menon',
      instagram: '@asha_m',
      twitter: 'asha',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnProfile>()).toMatchObject({
      facebook: 'https://facebook.com/asha.menon',
      instagram: 'https://instagram.com/asha_m',
      twitter: 'https://x.com/asha',
    });
  });

  it('keeps an existing username: the same one is fine, another is refused', async () => {
    expect((await put(owner.cookie, { ...details, username: 'PROFILE_OWNER' })).statusCode).toBe(200);
    const response = await put(owner.cookie, { ...details, username: 'new_name' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'username', message: usernameLocked }]);
  });
});

/** A user without a username (as after a first Google sign-in) may add one here. */
describe('adding a username on /profiledetails', () => {
  let t: TestApp;
  let cookie: string;
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: t.config.publicUrl },
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await verifiedUser(t, 'Taken_Name');
    const { email, password } = await verifiedUser(t, 'social_user');
    await t.app.db.update(users).set({ username: null }).where(eq(users.email, email));
    cookie = sessionCookie(await authPost(t, '/sign-in/email', { email, password }));
  });
  afterAll(() => t.close());

  it.each([
    [{}, 400, messages.required],
    [{ username: '  ' }, 400, messages.required],
    [{ username: 'abc' }, 400, messages.usernameTooShort],
    [{ username: 'taken_name' }, 409, messages.usernameTaken],
  ])('%o answers %i "%s"', async (change, status, message) => {
    const response = await put({ displayName: 'Social User', ...change });
    expect(response.statusCode).toBe(status);
    const error = response.json().error;
    expect(error.details?.[0]?.message ?? error.message).toBe(message);
  });

  it('saves the username with the details and says it was added', async () => {
    const response = await put({ displayName: 'Social User', username: 'Social_Anu' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnProfile>()).toMatchObject({ username: 'Social_Anu', usernameAdded: true });
    const again = await put({ displayName: 'Social User', username: 'Social_Anu' });
    expect(again.json<OwnProfile>().usernameAdded).toBe(false);
  });
});
