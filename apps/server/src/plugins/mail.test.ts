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

  it.each(['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1'])(
    'is not shown to a request from another machine (%s)',
    async (remoteAddress) => {
      expect((await t.app.inject({ url: '/dev/outbox', remoteAddress })).statusCode).toBe(404);
    },
  );

  it('is shown over loopback (IPv4 and IPv6), but not through a proxy', async () => {
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    const proxied = await t.app.inject({
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('is not served in production', async () => {
    const production = await buildTestApp({ env: 'production' });
    const response = await production.app.inject('/dev/outbox');
    await production.close();
    expect(response.statusCode).toBe(404);
  });
});
