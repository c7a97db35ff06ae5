import type { PersonList, PublicProfile } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { seedDemoFollows } from './demo-follows.ts';
import { seedDemoUsers } from './demo-users.ts';

describe('demo people follow each other', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const people = await seedDemoUsers(t.app.db);
    expect(await seedDemoFollows(t.app.db, people)).toBe(people.length * 2);
  });
  afterAll(() => t.close());

  it('so every demo profile has followers and following', async () => {
    const profile = (await t.app.inject('/api/people/asha.menon')).json<PublicProfile>();
    expect(profile.counts).toMatchObject({ followers: 2, following: 2 });
    const followers = (await t.app.inject('/api/people/asha.menon/followers')).json<PersonList>();
    expect(followers.items.map((person) => person.username).sort()).toEqual(['arjun.singh', 'meera.iyer']);
  });
});
