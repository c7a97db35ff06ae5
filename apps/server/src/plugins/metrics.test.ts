import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';

describe('/metrics', () => {
  let t: TestApp;
  const token = 'a-metrics-token-of-some-length';
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: token });
  });
  afterAll(() => t.close());

  it('wants the token when METRICS_TOKEN is set', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode,
    ).toBe(401);
  });

  it('gives request latency by route, the job queues, page rendering and live streams', async () => {
    await t.app.inject({ url: '/api/taxonomy' });
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /medshelf_http_request_duration_seconds_count\{method="GET",route="\/api\/taxonomy",status="200"\} 1/,
    );
    expect(text).toMatch(/medshelf_job_queue_waiting\{queue="deck\.process"\} \d+/);
    expect(text).toMatch(/medshelf_job_queue_oldest_wait_seconds\{queue="book\.process"\} [\d.]+/);
    expect(text).toMatch(/medshelf_page_render_seconds_count \d+/);
    expect(text).toMatch(/medshelf_live_streams 0/);
    expect(text).toMatch(/process_cpu_seconds_total/);
  });
});
