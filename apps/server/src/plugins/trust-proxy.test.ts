import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { loadConfig } from '../config.ts';

/**
 * Per-address limits count by the address Fastify resolves: the socket's, unless TRUST_PROXY
 * says which forwarded headers to believe. Four password-reset requests, each "forwarded" for
 * a different client, from one socket address, against a limit of three per address.
 */
describe('forwarded client addresses', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function resetsFromOneSocket(trustProxy: string | undefined, socket = '10.9.0.1') {
    const { trustProxy: parsed } = loadConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {}, null);
    t = await buildTestApp({
      trustProxy: parsed,
      authRateLimits: { perIpPerMinute: 3, perEmailPerQuarterHour: 10 },
    });
    const app = t.app;
    const statuses: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: t.config.publicUrl, 'x-forwarded-for': `203.0.113.${n}` },
        remoteAddress: socket,
        payload: { email: `someone${n}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('are ignored by default: a client cannot pick a new address per request', async () => {
    expect(await resetsFromOneSocket(undefined)).toEqual([200, 200, 200, 429]);
  });

  it('count behind as many proxies as TRUST_PROXY says', async () => {
    expect(await resetsFromOneSocket('1')).toEqual([200, 200, 200, 200]);
  });

  // One app per test: two in one test outgrew its time on a busy machine (CI, 30 s).
  it('count when the request came through a listed proxy', async () => {
    expect(await resetsFromOneSocket('10.9.0.0/16')).toEqual([200, 200, 200, 200]);
  });

  it('are ignored when the request came from elsewhere', async () => {
    expect(await resetsFromOneSocket('10.9.0.0/16', '192.0.2.7')).toEqual([200, 200, 200, 429]);
  });
});
