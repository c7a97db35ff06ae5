import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build.ts';

const shell =
  '<!doctype html><html lang="en"><head><title>MedShelf</title></head><body><div id="root"></div></body></html>';

/**
 * A server entry with the web build's contract (packages/shared/src/server-render.ts): it asks
 * the API for the account as the visitor (twice on /journal, as a page with two loaders would),
 * and fails on /book, as a broken render would.
 */
const entry = `
export async function renderPage(request) {
  if (request.url.startsWith('/book')) throw new Error('drawing failed');
  const account = await request.fetchApi('/api/account');
  if (request.url.startsWith('/journal')) await request.fetchApi('/api/account');
  return {
    kind: 'page',
    status: 200,
    html: '<p>' + request.url + ' signed-in:' + request.mayBeSignedIn + ' account:' + account.body + ' language:' + request.language + '</p>',
    data: '<script type="application/json" id="medshelf-page-data">{}</script>',
    preloads: [],
  };
}
`;

describe('content pages drawn by the web build’s server entry', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    await mkdir(path.join(webDir, 'dist'));
    await mkdir(path.join(webDir, 'dist-server'));
    await writeFile(path.join(webDir, 'dist', 'index.html'), shell);
    await writeFile(path.join(webDir, 'dist-server', 'entry-server.js'), entry);
    t = await buildTestApp({ webRoot: path.join(webDir, 'dist') });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('puts the drawn page and its data in the root for an anonymous visitor, as a hot read', async () => {
    const response = await t.app.inject('/slide?sort=trending');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      shell.replace(
        '<div id="root"></div>',
        '<div id="root"><p>/slide?sort=trending signed-in:false account:null language:en</p></div><script type="application/json" id="medshelf-page-data">{}</script>',
      ),
    );
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  });

  it('draws the page in the language its cookie chose, and keeps one copy per language', async () => {
    const hindi = await t.app.inject({ url: '/slide?sort=new', headers: { cookie: 'medshelf-lang=hi' } });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('language:hi');
    expect(hindi.headers.vary).toContain('cookie');
    const english = await t.app.inject('/slide?sort=new');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('language:en');
    const unknown = await t.app.inject({ url: '/slide?sort=new', headers: { cookie: 'medshelf-lang=xx' } });
    expect(unknown.body).toContain('language:en');
  });

  it('draws a member’s page as them, streamed and never stored', async () => {
    const member = await signedInUser(t, 'drawnmember');
    const response = await t.app.inject({ url: '/slide', headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('signed-in:true');
    expect(response.body).toContain('"username":"drawnmember"');
    expect(response.body.endsWith('{}</script></body></html>')).toBe(true);
  });

  it('looks a member up once for all the API requests of a page, and each member as themselves', async () => {
    const [first, second] = [await signedInUser(t, 'onelookup'), await signedInUser(t, 'otherlookup')];
    const getSession = t.app.auth.api.getSession;
    let lookups = 0;
    t.app.auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
      lookups += 1;
      return getSession(...args);
    }) as typeof getSession;
    try {
      const drawAs = (member: { cookie: string }) =>
        t.app.inject({ url: '/journal', headers: { cookie: member.cookie } });
      const [one, other] = await Promise.all([drawAs(first), drawAs(second)]);
      expect(one.body).toContain('"username":"onelookup"');
      expect(other.body).toContain('"username":"otherlookup"');
      expect(lookups).toBe(2);
    } finally {
      t.app.auth.api.getSession = getSession;
    }
  });

  it('serves the shell for the browser to draw when the server’s drawing fails', async () => {
    const response = await t.app.inject('/book');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
  });

  it('leaves the pages of forms and one’s own lists to the browser', async () => {
    const response = await t.app.inject('/uploadslide');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
  });
});
