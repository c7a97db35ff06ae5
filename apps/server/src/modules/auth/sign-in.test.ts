import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, openLink, sessionCookie, verifiedUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { linkIn, readOutbox } from '../../../test/outbox.ts';
import { users } from '../../db/schema/index.ts';

describe('signing in with email and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses an unverified email with "Please verify your email" and sends the link again', async () => {
    await authPost(t, '/sign-up/email', {
      name: 'x',
      username: 'unverified',
      email: 'new@example.com',
      password: 'secret1',
    });
    const before = (await readOutbox(t.config.dataDir)).filter((m) => m.to === 'new@example.com').length;
    const response = await authPost(t, '/sign-in/email', { email: 'new@example.com', password: 'secret1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const after = (await readOutbox(t.config.dataDir)).filter((m) => m.to === 'new@example.com');
    expect(after.length).toBe(before + 1);

    const verified = await openLink(t, linkIn(after[0], '/verify-email'));
    expect(verified.statusCode).toBeLessThan(400);
    const signedIn = await authPost(t, '/sign-in/email', { email: 'new@example.com', password: 'secret1' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { email: 'new@example.com', username: 'unverified' } });
    const cookie = signedIn.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('tells an unknown email apart from a wrong password (SPEC §8)', async () => {
    await verifiedUser(t, 'known_user');
    const unknown = await authPost(t, '/sign-in/email', { email: 'nobody@example.com', password: 'secret1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found' });
    const wrong = await authPost(t, '/sign-in/email', {
      email: 'known_user@example.com',
      password: 'wrong-one',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('answers a malformed email with "Please enter a valid email"', async () => {
    const response = await authPost(t, '/sign-in/email', { email: 'not-an-email', password: 'secret1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Please enter a valid email' });
  });

  it('refuses a disabled account and ends the sessions it had', async () => {
    const { email, password } = await verifiedUser(t, 'to_disable');
    const cookie = sessionCookie(await authPost(t, '/sign-in/email', { email, password }));
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.email, email));

    const response = await authPost(t, '/sign-in/email', { email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Your account has been disabled',
    });
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toBeNull();
  });

  it('resets a password by email and signs the user out everywhere', async () => {
    const { email, password } = await verifiedUser(t, 'forgetful');
    const oldSession = sessionCookie(await authPost(t, '/sign-in/email', { email, password }));
    const requested = await authPost(t, '/request-password-reset', {
      email,
      redirectTo: `${t.config.publicUrl}/reset-password`,
    });
    expect(requested.statusCode).toBe(200);
    const mail = (await readOutbox(t.config.dataDir)).find(
      (m) => m.to === email && m.subject.includes('Reset'),
    );
    const token = new URL(linkIn(mail, '/reset-password')).pathname.split('/').pop();
    const reset = await authPost(t, '/reset-password', { token, newPassword: 'brand-new-1' });
    expect(reset.statusCode).toBe(200);

    expect(
      (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: oldSession } })).json(),
    ).toBeNull();
    expect((await authPost(t, '/sign-in/email', { email, password })).statusCode).toBe(401);
    expect((await authPost(t, '/sign-in/email', { email, password: 'brand-new-1' })).statusCode).toBe(200);
  });
});
