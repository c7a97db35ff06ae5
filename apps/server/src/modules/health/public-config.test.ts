import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build.ts';

describe('GET /api/config', () => {
  it('lists no social sign-in when none is configured, and each one that is', async () => {
    const plain = await buildTestApp();
    const none = (await plain.app.inject('/api/config')).json();
    await plain.close();
    expect(none).toEqual({ socialProviders: [] });

    const google = {
      clientId: 'id',
      clientSecret: 'secret',
      discoveryUrl: 'http://127.0.0.1:9/.well-known/openid-configuration',
    };
    const withGoogle = await buildTestApp({ social: { google, facebook: null } });
    const some = (await withGoogle.app.inject('/api/config')).json();
    await withGoogle.close();
    expect(some).toEqual({ socialProviders: ['google'] });
  });
});
