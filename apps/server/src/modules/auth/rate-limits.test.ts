import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';

describe('rate limits on sign-in, sign-up, reset and verification mail', () => {
  let t: TestApp;
  const post = (path: string, payload: object, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      headers: { origin: t.config.publicUrl },
      remoteAddress: ip,
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp({ authRateLimits: { perIpPerMinute: 3, perEmailPerQuarterHour: 2 } });
  });
  afterAll(() => t.close());

  it('limits attempts on one email, whatever the address they come from', async () => {
    const attempt = (ip: string) =>
      post('/sign-in/email', { email: 'target@example.com', password: 'guess' }, ip);
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.' },
    });
  });

  it('limits attempts from one address across emails', async () => {
    const ip = '10.0.1.1';
    for (const n of [1, 2, 3]) {
      expect((await post('/request-password-reset', { email: `user${n}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    const limited = await post('/request-password-reset', { email: 'user4@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { message: 'Too many attempts. Please wait a minute and try again.' },
    });
  });

  it('does not limit reading the session', async () => {
    for (let n = 0; n < 5; n++) {
      expect(
        (await t.app.inject({ url: '/api/auth/get-session', remoteAddress: '10.0.2.1' })).statusCode,
      ).toBe(200);
    }
  });
});
