import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, sessionCookie, verifiedUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { users } from '../../db/schema/index.ts';

/** A user without a username (as after a first Google or Facebook sign-in) picks one with the faculty. */
describe('choosing a username in the preference dialog', () => {
  let t: TestApp;
  let cookie: string;
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/preference',
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
    [{}, 400, 'Please select both preference and username'],
    [{ username: 'good_name' }, 400, 'Please select your preference *'],
    [{ faculty: 'nursing' }, 400, 'Required'],
    [{ faculty: 'nursing', username: 'abc' }, 400, 'Must be 5 character or more'],
    [{ faculty: 'nursing', username: 'taken_name' }, 409, 'user name already taken.chose another'],
  ])('%o answers %i "%s"', async (payload, status, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { message } });
  });

  it('saves both together', async () => {
    const response = await put({ faculty: 'nursing', username: 'Nurse_Anu' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { username: 'Nurse_Anu' }, preference: 'nursing' });
  });
});
