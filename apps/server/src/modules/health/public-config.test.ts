import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build.ts';

describe('GET /api/config', () => {
  it('lists no social sign-in when none is configured, and each one that is', async () => {
    const plain = await buildTestApp();
    const none = (await plain.app.inject('/api/config')).json();
    await plain.close();
    expect(none).toEqual({ socialProviders: [] });

    // Facebook's endpoints are given, so nothing is fetched (Google's discovery would be).
    const facebook = {
      clientId: 'id',
      clientSecret: 'secret',
      authorizationUrl: 'http://127.0.0.1:9/authorize',
      tokenUrl: 'http://127.0.0.1:9/token',
      userInfoUrl: 'http://127.0.0.1:9/userinfo',
    };
    const withFacebook = await buildTestApp({ social: { google: null, facebook } });
    const some = (await withFacebook.app.inject('/api/config')).json();
    await withFacebook.close();
    expect(some).toEqual({ socialProviders: ['facebook'] });
  });
});
