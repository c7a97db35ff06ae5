import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { readOutbox } from '../../../test/outbox.ts';

describe('POST /api/auth/sign-up/email', () => {
  let t: TestApp;
  const signUp = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl },
      payload: { name: String(body.username ?? ''), ...body },
    });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates the account, sends a verification email and does not sign in yet', async () => {
    const response = await signUp({ username: 'Asha_Rao', email: 'Asha@Example.com', password: 'secret1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [mail] = await readOutbox(t.config.dataDir);
    expect(mail).toMatchObject({ to: 'asha@example.com', subject: 'Verify your email for MedShelf' });
    expect(mail?.text).toContain('/api/auth/verify-email?token=');
    expect(mail?.html).toContain('Verify my email');
  });

  it.each([
    [{ username: '' }, 'Required'],
    [{ username: 'abcd' }, 'Must be 5 character or more'],
    [{ username: 'bad name!' }, 'Use only letters, numbers, dots, dashes and underscores'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
  ])('refuses %o with "%s"', async (override, message) => {
    const response = await signUp({
      username: 'valid_user',
      email: 'valid@example.com',
      password: 'secret1',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses a username taken in any case', async () => {
    const response = await signUp({ username: 'asha_RAO', email: 'other@example.com', password: 'secret1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'user name already taken.chose another',
    });
  });

  it('refuses an email already in use', async () => {
    const response = await signUp({
      username: 'someone_else',
      email: 'asha@example.com',
      password: 'secret1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_IN_USE', message: 'email is already in use' });
  });

  it('refuses a password under 6 characters', async () => {
    const response = await signUp({ username: 'short_pw', email: 'short@example.com', password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('refuses requests from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'x', username: 'evil_user', email: 'evil@example.com', password: 'secret1' },
    });
    expect(response.statusCode).toBe(403);
  });
});
