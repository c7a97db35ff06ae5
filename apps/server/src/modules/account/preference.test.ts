import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, sessionCookie, verifiedUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';

describe('the account and its preference', () => {
  let t: TestApp;
  let cookie: string;
  const put = (payload: object, withCookie = cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/preference',
      headers: { cookie: withCookie, origin: t.config.publicUrl },
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const { email, password } = await verifiedUser(t, 'priya_s');
    cookie = sessionCookie(await authPost(t, '/sign-in/email', { email, password }));
  });
  afterAll(() => t.close());

  it('is null for a visitor, and changes need a session', async () => {
    const anonymous = await t.app.inject('/api/account');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    expect((await put({ faculty: 'mbbs' }, '')).statusCode).toBe(401);
  });

  it('refuses a change sent from another site', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/preference',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { faculty: 'mbbs' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('shows the signed-in user with no preference yet', async () => {
    const response = await t.app.inject({ url: '/api/account', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'priya_s@example.com', username: 'priya_s', displayName: 'priya_s', photoURL: null },
      preference: null,
      language: null,
      followerCount: 0,
    });
  });

  it('keeps the interface language on the account, for the next sign-in', async () => {
    const save = (language: string, withCookie = cookie) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/language',
        headers: { cookie: withCookie, origin: t.config.publicUrl },
        payload: { language },
      });
    expect((await save('hi', '')).statusCode).toBe(401);
    expect((await save('xx')).statusCode).toBe(400);
    const saved = await save('hi');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'hi' });
    const account = await t.app.inject({ url: '/api/account', headers: { cookie } });
    expect(account.json()).toMatchObject({ language: 'hi' });
    expect((await save('en')).json()).toMatchObject({ language: 'en' });
  });

  it('asks for a faculty with SPEC §5 text', async () => {
    const response = await put({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: 'Please select your preference *' } });
    expect((await put({ faculty: 'astrology' })).json()).toMatchObject({
      error: { message: 'Please select your preference *' },
    });
  });

  it('saves the faculty for a user who already has a username, ignoring any username sent', async () => {
    const response = await put({ faculty: 'bds', username: 'another_name' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { username: 'priya_s' }, preference: 'bds' });
  });
});
