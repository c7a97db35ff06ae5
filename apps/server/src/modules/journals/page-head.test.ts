import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { coverImage, sendForm } from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { jsonLdOf, shellWebRoot } from '../../../test/library/web-root.ts';

describe('the served head of a journal page', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await shellWebRoot();
    t = await buildTestApp({ webRoot });
    const editor = await editorUser(t, 'journalhead');
    const created = await sendForm(
      t,
      'POST',
      '/api/editor/journals',
      editor.cookie,
      {
        name: 'Journal of Dental Research & Practice',
        slug: 'jdrp',
        publisher: 'Demo Dental Society',
        issn: '0378-5955',
        subject: 'dental',
        homepage: 'https://journals.example.org/jdrp',
      },
      { cover: { bytes: await coverImage('jpeg'), name: 'c.jpg' } },
    );
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('carries the name, description, cover and a schema.org Periodical, without redirecting', async () => {
    const response = await t.app.inject('/journaldetails?journal=jdrp&utm_source=whatsapp');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Journal of Dental Research &#38; Practice | MedShelf</title>');
    expect(html).toContain(
      'content="Journal of Dental Research &#38; Practice: a Dental journal published by Demo Dental Society. Its latest articles on MedShelf."',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/previews\/journals\/\w+\/cover-\w+\.jpg"/,
    );
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Periodical',
      name: 'Journal of Dental Research & Practice',
      issn: '0378-5955',
      publisher: { '@type': 'Organization', name: 'Demo Dental Society' },
      url: `${t.config.publicUrl}/journaldetails?journal=jdrp`,
      sameAs: 'https://journals.example.org/jdrp',
    });
    // Each journal is its own page for search engines: the canonical address names it.
    expect(html).toContain(
      `<link rel="canonical" href="${t.config.publicUrl}/journaldetails?journal=jdrp" />`,
    );
  });

  it('answers 404 (with the app shell) for an unknown or missing journal', async () => {
    expect((await t.app.inject('/journaldetails?journal=nope')).statusCode).toBe(404);
    expect((await t.app.inject('/journaldetails')).statusCode).toBe(404);
  });

  it('redirects a trailing slash once, to the canonical address', async () => {
    const response = await t.app.inject('/journaldetails/?journal=jdrp');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/journaldetails?journal=jdrp');
  });
});
