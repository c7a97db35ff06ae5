import { requestMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build.ts';

describe('state-changing requests come from this site', () => {
  let t: TestApp;
  let cookie: string;
  const save = (headers: Record<string, string>) =>
    t.injectAsIs({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, ...headers },
      payload: { displayName: 'Same Origin' },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    cookie = (await signedInUser(t, 'origin_rule')).cookie;
  });
  afterAll(() => t.close());

  it('refuses a call with neither Origin nor Sec-Fetch-Site, with a sentence from the catalogue', async () => {
    const response = await save({});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: requestMessages.crossSite } });
  });

  it.each(['cross-site', 'same-site', 'none'])('refuses Sec-Fetch-Site: %s without Origin', async (site) => {
    expect((await save({ 'sec-fetch-site': site })).statusCode).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin without Origin', async () => {
    expect((await save({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('accepts its own Origin and refuses another, whatever Sec-Fetch-Site says', async () => {
    expect((await save({ origin: t.config.publicUrl })).statusCode).toBe(200);
    expect(
      (await save({ origin: 'https://elsewhere.example', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(403);
    expect((await save({ origin: 'null' })).statusCode).toBe(403);
  });

  it('leaves reading alone', async () => {
    expect((await t.injectAsIs({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
  });
});
