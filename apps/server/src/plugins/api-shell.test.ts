import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';

describe('API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/no-such-thing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No endpoint at GET /api/no-such-thing' },
    });
  });

  it('publishes the OpenAPI document with the real routes', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/taxonomy']),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    const { headers } = await t.app.inject('/api/health');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the site is served over https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://medshelf.example' });
    const { headers } = await secure.app.inject('/api/health');
    await secure.close();
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('compresses large JSON responses', async () => {
    const response = await t.app.inject({ url: '/api/taxonomy', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
