import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, sessionCookie, verifiedUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';

/**
 * No endpoint reveals another user's email: every GET route in the OpenAPI document, called by
 * one user and by a visitor, must never contain a second user's address.
 */
describe("other users' emails", () => {
  let t: TestApp;
  let cookie: string;
  const hidden = 'hidden_person@example.com';

  beforeAll(async () => {
    t = await buildTestApp();
    await verifiedUser(t, 'hidden_person');
    const viewer = await verifiedUser(t, 'curious_viewer');
    cookie = sessionCookie(
      await authPost(t, '/sign-in/email', { email: viewer.email, password: viewer.password }),
    );
  });
  afterAll(() => t.close());

  it('never appear in any GET endpoint, signed in or not', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, { get?: object }>;
    }>();
    const getPaths = Object.entries(paths)
      .filter(([path, operations]) => operations.get && !path.includes('{') && path !== '/api/events')
      .map(([path]) => path);
    expect(getPaths).toEqual(expect.arrayContaining(['/api/account', '/api/taxonomy', '/api/config']));
    for (const path of [...getPaths, '/api/auth/get-session', '/api/auth/list-sessions']) {
      for (const headers of [{ cookie }, {}]) {
        const response = await t.app.inject({ url: path, headers });
        expect(response.body, path).not.toContain(hidden);
      }
    }
  });

  it('sets the session cookie Secure when the site is served over https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://medshelf.example' });
    const { email, password } = await verifiedUser(secure, 'secure_cookie');
    const response = await authPost(secure, '/sign-in/email', { email, password });
    await secure.close();
    const session = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
