import { rm } from 'node:fs/promises';
import type { BookDetail } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { addBook, bookFields, bookPdf, waitForBook } from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { jsonLdOf, shellWebRoot } from '../../../test/library/web-root.ts';

describe('the served head of a book page', () => {
  let t: TestApp;
  let webRoot: string;
  let book: BookDetail;

  beforeAll(async () => {
    webRoot = await shellWebRoot();
    t = await buildTestApp({ webRoot });
    const editor = await editorUser(t, 'headeditor');
    book = await addBook(
      t,
      editor.cookie,
      { ...bookFields, title: 'Physiology </title><script>alert(1)</script> $& "quoted"' },
      { pdf: { bytes: await bookPdf(1), name: 'p.pdf' } },
    );
    await waitForBook(t, book.id);
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('carries the title, description, cover as preview image, and a schema.org Book', async () => {
    const response = await t.app.inject(`/bookdetails/${book.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Physiology &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38; &#34;quoted&#34; | MedShelf</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      'content="Basic Science book, by A. Writer, B. Author · 2nd edition · 2019 · Demo Press. Cells, blood, nerves and muscles."',
    );
    const cover = `/files/books/${book.id}/v1/cover.webp`;
    expect(html).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/previews/books/${book.id}/v1/cover.jpg"`,
    );
    expect(html).toContain(`<link rel="preload" as="image" href="${cover}"`);
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}/bookdetails/${book.id}" />`);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Book',
      author: [
        { '@type': 'Person', name: 'A. Writer' },
        { '@type': 'Person', name: 'B. Author' },
      ],
      isbn: '9780306406157',
      bookEdition: '2nd',
      datePublished: '2019',
      publisher: { '@type': 'Organization', name: 'Demo Press' },
      numberOfPages: 2,
      image: `${t.config.publicUrl}${cover}`,
    });
  });

  it('answers 404 (with the app shell) for a book that does not exist', async () => {
    const response = await t.app.inject('/bookdetails/nosuchbook');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });
});
