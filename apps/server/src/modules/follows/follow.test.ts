import { type FollowState, type PersonList, type PublicProfile, peopleMessages } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, sessionCookie, signedInUser, verifiedUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { users } from '../../db/schema/index.ts';
import { usernameFirst } from './policies.ts';

describe('following members (PUT and DELETE /api/people/:username/follow)', () => {
  let t: TestApp;
  let asha: Awaited<ReturnType<typeof signedInUser>>;
  let ravi: Awaited<ReturnType<typeof signedInUser>>;
  let meera: Awaited<ReturnType<typeof signedInUser>>;

  const follow = (cookie: string | undefined, username: string, following = true) =>
    t.app.inject({
      method: following ? 'PUT' : 'DELETE',
      url: `/api/people/${username}/follow`,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    });
  const people = async (username: string, side: 'followers' | 'following', query = '') =>
    (await t.app.inject(`/api/people/${username}/${side}${query}`)).json<PersonList>();

  beforeAll(async () => {
    t = await buildTestApp();
    asha = await signedInUser(t, 'asha_follow');
    ravi = await signedInUser(t, 'ravi_follow');
    meera = await signedInUser(t, 'meera_follow');
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: ravi.cookie, origin: t.config.publicUrl },
      payload: { displayName: 'Ravi Kumar', summary: 'Pathology notes.' },
    });
  });
  afterAll(() => t.close());

  it('asks a visitor to sign in', async () => {
    expect((await follow(undefined, 'ravi_follow')).statusCode).toBe(401);
    expect((await follow(undefined, 'ravi_follow', false)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown member', async () => {
    expect((await follow(asha.cookie, 'nobody_here')).statusCode).toBe(404);
    expect((await follow(asha.cookie, 'nobody_here', false)).statusCode).toBe(404);
  });

  it('refuses to follow yourself', async () => {
    for (const following of [true, false]) {
      const response = await follow(asha.cookie, 'ASHA_follow', following);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(peopleMessages.cannotFollowYourself);
    }
  });

  it('follows once however often it is asked, and unfollows the same way', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await follow(asha.cookie, 'Ravi_Follow');
      expect(response.statusCode).toBe(200);
      expect(response.json<FollowState>()).toEqual({ following: true, followerCount: 1 });
    }
    expect((await follow(meera.cookie, 'ravi_follow')).json<FollowState>()).toEqual({
      following: true,
      followerCount: 2,
    });
    const account = await t.app.inject({ url: '/api/account', headers: { cookie: ravi.cookie } });
    expect(account.json()).toMatchObject({ followerCount: 2 });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await follow(meera.cookie, 'ravi_follow', false);
      expect(response.json<FollowState>()).toEqual({ following: false, followerCount: 1 });
    }
    const profile = (
      await t.app.inject({ url: '/api/people/ravi_follow', headers: { cookie: meera.cookie } })
    ).json<PublicProfile>();
    expect(profile.counts).toMatchObject({ followers: 1, following: 0 });
    expect(profile.viewer.following).toBe(false);
  });

  it('changes only the follows of the signed-in user', async () => {
    // Meera unfollowing Ravi cannot take back Asha's follow.
    await follow(meera.cookie, 'ravi_follow', false);
    const followers = await people('ravi_follow', 'followers');
    expect(followers.items.map((person) => person.username)).toEqual(['asha_follow']);
  });

  it('lists followers and following as cards, the latest first, in pages', async () => {
    await follow(meera.cookie, 'ravi_follow');
    await follow(ravi.cookie, 'asha_follow');
    await follow(ravi.cookie, 'meera_follow');

    const followers = await people('ravi_follow', 'followers');
    expect(followers).toMatchObject({ page: 1, total: 2 });
    expect(followers.items.map((person) => person.username)).toEqual(['meera_follow', 'asha_follow']);
    expect(followers.items[1]).toEqual({
      id: asha.id,
      username: 'asha_follow',
      displayName: 'asha_follow',
      photoURL: null,
      initial: 'A',
      summary: '',
      followerCount: 1,
    });
    expect(JSON.stringify(followers)).not.toContain('@example.com');

    const following = await people('ravi_follow', 'following', '?pageSize=1');
    expect(following).toMatchObject({ pageSize: 1, total: 2 });
    expect(following.items.map((person) => person.username)).toEqual(['meera_follow']);
    const ravisCard = (await people('asha_follow', 'following')).items[0];
    expect(ravisCard).toMatchObject({
      displayName: 'Ravi Kumar',
      summary: 'Pathology notes.',
      followerCount: 2,
    });
    expect((await t.app.inject('/api/people/nobody_here/followers')).statusCode).toBe(404);
  });

  it('asks a member without a username to choose one before following', async () => {
    const { email, password } = await verifiedUser(t, 'no_name_yet');
    await t.app.db.update(users).set({ username: null }).where(eq(users.email, email));
    const cookie = sessionCookie(await authPost(t, '/sign-in/email', { email, password }));
    const response = await follow(cookie, 'ravi_follow');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(usernameFirst);
  });
});
