import { requestMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts.ts';
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
  const signIn = (email: string, password: string, ip: string) =>
    post('/sign-in/email', { email, password }, ip);

  beforeAll(async () => {
    t = await buildTestApp({
      authRateLimits: { perIpPerMinute: 8, perEmailPerQuarterHour: 2 },
      signInLimits: {
        perAccountAndAddress: 3,
        perAddress: 6,
        perAccountBeforeSlowing: 4,
        slowSeconds: 60,
        trustedDays: 30,
      },
    });
  });
  afterAll(() => t.close());

  it('limits reset mail to one email, whatever the address it is asked from', async () => {
    const ask = (ip: string) => post('/request-password-reset', { email: 'target@example.com' }, ip);
    expect((await ask('10.0.0.1')).statusCode).toBe(200);
    expect((await ask('10.0.0.2')).statusCode).toBe(200);
    const limited = await ask('10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { code: 'rate_limited', message: requestMessages.tooManyAttempts('15 minutes') },
    });
  });

  it('limits requests from one address across emails', async () => {
    const ip = '10.0.1.1';
    for (let n = 1; n <= 8; n++) {
      expect((await post('/request-password-reset', { email: `user${n}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    const limited = await post('/request-password-reset', { email: 'user9@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { message: requestMessages.tooManyAttempts('a minute') } });
  });

  it('does not limit reading the session', async () => {
    for (let n = 0; n < 10; n++) {
      expect(
        (await t.app.inject({ url: '/api/auth/get-session', remoteAddress: '10.0.2.1' })).statusCode,
      ).toBe(200);
    }
  });

  it('stops a guesser on one account at its own address, while the owner still signs in', async () => {
    const owner = await verifiedUser(t, 'guessed_one');
    expect((await signIn(owner.email, owner.password, '10.1.0.1')).statusCode).toBe(200);
    for (let n = 0; n < 3; n++)
      expect((await signIn(owner.email, 'wrong-guess', '10.9.0.1')).statusCode).toBe(401);
    const limited = await signIn(owner.email, 'wrong-guess', '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { message: requestMessages.tooManyAttempts('15 minutes') },
    });
    expect((await signIn(owner.email, owner.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('slows addresses guessing from everywhere, but never locks out the owner’s address', async () => {
    const owner = await verifiedUser(t, 'guessed_two');
    expect((await signIn(owner.email, owner.password, '10.2.0.1')).statusCode).toBe(200);
    for (let n = 1; n <= 4; n++) {
      expect((await signIn(owner.email, 'wrong-guess', `10.9.1.${n}`)).statusCode).toBe(401);
    }
    // Past the account's cap: an address it was never signed in from gets one try, then waits.
    expect((await signIn(owner.email, 'wrong-guess', '10.9.1.10')).statusCode).toBe(401);
    const slowed = await signIn(owner.email, 'wrong-guess', '10.9.1.11');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({
      error: { message: requestMessages.tooManyAttempts('60 seconds') },
    });
    // The owner, from where they signed in before, is not slowed: not even by a typo first.
    expect((await signIn(owner.email, 'typo', '10.2.0.1')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const ip = '10.3.0.1';
    for (let n = 1; n <= 6; n++) {
      expect((await signIn(`stuffed${n}@example.com`, 'guess', ip)).statusCode).toBe(401);
    }
    expect((await signIn('stuffed7@example.com', 'guess', ip)).statusCode).toBe(429);
  });

  it('forgets an address’s failures on an account once it signs in', async () => {
    const owner = await verifiedUser(t, 'clumsy_one');
    const ip = '10.4.0.1';
    for (let n = 0; n < 2; n++) expect((await signIn(owner.email, 'typo', ip)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, ip)).statusCode).toBe(200);
    for (let n = 0; n < 3; n++) expect((await signIn(owner.email, 'typo', ip)).statusCode).toBe(401);
  });
});
