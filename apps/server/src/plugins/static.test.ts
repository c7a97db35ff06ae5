import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build.ts';

const shell = `<!doctype html><html><head><title>MedShelf</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;

describe('serving the web app', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), shell);
    await writeFile(path.join(webRoot, 'index.html.br'), brotliCompressSync(shell));
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker uncached so updates reach users', async () => {
    const response = await t.app.inject('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/',
    '/slide',
    '/slidesubcategory/medicine/cardiology',
    '/playlist/a/b',
    '/journal?subject=dental',
  ])('answers the app route %s with the shell', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shell);
  });

  it('answers an unknown path with the shell and a 404 status', async () => {
    const response = await t.app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(shell);
  });

  it('sends the brotli file made at build time', async () => {
    const response = await t.app.inject({ url: '/book', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(brotliCompressSync(shell));
  });

  it('keeps API 404s as JSON', async () => {
    const response = await t.app.inject('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe("the page's own inline scripts", () => {
  const themeScript = "document.documentElement.classList.add('dark')";
  const starter = 'import("/assets/main-abc.js")';
  const page = `<!doctype html><html><head><script>${themeScript}</script><script type="application/ld+json">{"@type":"WebSite"}</script><script src="/assets/x.js"></script></head><body><div id="root"></div><script data-app="/assets/main-abc.js">${starter}</script></body></html>`;
  // What a browser compares: the SHA-256 of the script's text, in base64 (CSP level 2).
  const source = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    await writeFile(path.join(webRoot, 'index.html'), page);
    t = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('are allowed by their hashes, and no other inline script is', async () => {
    const response = await t.app.inject('/slide');
    expect(response.body).toBe(page);
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(
      response.headers['content-security-policy'] ?? '',
    )?.[1];
    expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", source(starter), source(themeScript)].sort());
  });
});
