import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and storage as reachable', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'ok', database: 'reachable', storage: 'reachable' });
  });

  it('answers the connectivity ping with an empty, uncached 204', async () => {
    const response = await t.app.inject('/api/ping');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 and names the part that is down', async () => {
    await rm(path.join(t.config.dataDir, 'files'), { recursive: true, force: true });
    await rm(t.config.dataDir, { recursive: true, force: true });
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: 'reachable',
      storage: 'unreachable',
    });
  });
});
