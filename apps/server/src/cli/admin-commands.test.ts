import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, sessionCookie, verifiedUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { users } from '../db/schema/index.ts';
import { runAdminCommand, usage } from './admin-commands.ts';

describe('npm run admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('explains itself when the command is unknown or incomplete', async () => {
    expect(await runAdminCommand(t.app.db, [])).toEqual({ code: 2, message: usage });
    expect(await runAdminCommand(t.app.db, ['disable'])).toEqual({ code: 2, message: usage });
    expect(await runAdminCommand(t.app.db, ['delete-everything', 'a@b.c'])).toEqual({
      code: 2,
      message: usage,
    });
  });

  it('says so when no account has the email', async () => {
    expect(await runAdminCommand(t.app.db, ['disable', 'ghost@example.com'])).toMatchObject({ code: 1 });
  });

  it('disables an account, which ends its sessions and refuses sign-in, and enables it again', async () => {
    const { email, password } = await verifiedUser(t, 'admin_target');
    const cookie = sessionCookie(await authPost(t, '/sign-in/email', { email, password }));
    expect(await runAdminCommand(t.app.db, ['disable', email.toUpperCase()])).toMatchObject({ code: 0 });
    expect((await t.app.inject({ url: '/api/account', headers: { cookie } })).json()).toBeNull();
    expect((await authPost(t, '/sign-in/email', { email, password })).json()).toMatchObject({
      message: 'Your account has been disabled',
    });
    expect(await runAdminCommand(t.app.db, ['enable', email])).toMatchObject({ code: 0 });
    expect((await authPost(t, '/sign-in/email', { email, password })).statusCode).toBe(200);
  });

  it('grants and revokes the editor role', async () => {
    const { email } = await verifiedUser(t, 'future_editor');
    await runAdminCommand(t.app.db, ['grant-editor', email]);
    const [granted] = await t.app.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(granted?.role).toBe('editor');
    await runAdminCommand(t.app.db, ['revoke-editor', email]);
    const [revoked] = await t.app.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(revoked?.role).toBe('user');
  });
});
