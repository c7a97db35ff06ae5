import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build.ts';

describe('the local outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('shows the mail a laptop would have sent, with its links, at /dev/outbox', async () => {
    expect((await t.app.inject('/dev/outbox')).body).toContain('No mail yet.');
    await authPost(t, '/sign-up/email', {
      name: 'x',
      username: 'outbox_user',
      email: 'outbox@example.com',
      password: 'secret1',
    });
    const page = await t.app.inject('/dev/outbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Verify your email for MedShelf');
    expect(page.body).toContain('/api/auth/verify-email?token=');
  });

  it('is not served in production', async () => {
    const production = await buildTestApp({ env: 'production' });
    const response = await production.app.inject('/dev/outbox');
    await production.close();
    expect(response.statusCode).toBe(404);
  });
});
