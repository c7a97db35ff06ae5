import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, resolveTarget } from './address-policy.ts';
import { feedErrors } from './feed-fetch-error.ts';
import { type FetchLimits, fetchFeed } from './fetch-feed.ts';

const none = { hosts: [], urlPrefixes: [] };

describe('which addresses a feed may live at', () => {
  it('accepts only public unicast addresses', () => {
    for (const address of ['8.8.8.8', '2606:4700:4700::1111', '93.184.215.14'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('checks every address a name resolves to', async () => {
    const resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    await expect(
      resolveTarget(new URL('https://mixed.example/feed'), none, { redirected: false, resolver }),
    ).rejects.toThrow(feedErrors.privateAddress().message);
    await expect(resolveTarget(new URL('http://[::1]:8080/'), none, { redirected: true })).rejects.toThrow(
      feedErrors.redirectedToPrivate().message,
    );
    const allowed = { hosts: ['mixed.example'], urlPrefixes: [] };
    await expect(
      resolveTarget(new URL('https://mixed.example/feed'), allowed, { redirected: false, resolver }),
    ).resolves.toHaveLength(2);
  });

  it('names the sizes and times in its messages as people read them', () => {
    expect(feedErrors.tooLarge(5 * 1024 * 1024).message).toBe('The feed is larger than 5 MB');
    expect(feedErrors.timeout(10_000).message).toBe('The feed did not answer within 10 seconds');
  });
});

describe('the connection goes where the check said', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end('<rss version="2.0"><channel><title>t</title></channel></rss>');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const limits = (resolver: FetchLimits['resolver']): FetchLimits => ({
    timeoutMs: 2_000,
    maxBytes: 1024 * 1024,
    maxRedirects: 3,
    allowance: { hosts: [`feeds.invalid:${port}`], urlPrefixes: [] },
    userAgent: 'test',
    resolver,
  });

  it('connects to the address resolved once, never asking DNS again', async () => {
    let lookups = 0;
    // feeds.invalid exists in no DNS: only the pinned answer can reach the server.
    const result = await fetchFeed(
      `http://feeds.invalid:${port}/feed.xml`,
      { etag: null, lastModified: null },
      limits(async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      }),
    );
    expect(result.kind).toBe('document');
    expect(lookups).toBe(1);
  });

  it('refuses a name that resolves to a private address (as a rebinding attack would)', async () => {
    const rebinding = { ...limits(async () => [{ address: '127.0.0.1', family: 4 }]), allowance: none };
    await expect(
      fetchFeed(`http://rebind.example:${port}/feed.xml`, { etag: null, lastModified: null }, rebinding),
    ).rejects.toThrow("The feed's address is private, which is not allowed");
  });
});
