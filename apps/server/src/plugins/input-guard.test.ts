import { requestMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { multipart, pdfDeck, validFields } from '../../test/decks.ts';
import { libraryForm } from '../../test/library/books.ts';
import { editorUser } from '../../test/library/editor.ts';
import { shellWebRoot } from '../../test/library/web-root.ts';

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** A client's mistake, answered in the API's own error shape; never a server fault. */
function expectRefused(response: Injected, status = 400, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toMatch(/^(bad_request|validation_failed|not_found)$/);
  if (message) expect(body.error.message).toBe(message);
}

describe('hostile input is refused at the door, never a 500', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedInUser>>;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  const headers = () => ({ origin: t.config.publicUrl, cookie: member.cookie });

  beforeAll(async () => {
    t = await buildTestApp({ webRoot: await shellWebRoot() });
    member = await signedInUser(t, 'hostile_member');
    editor = await editorUser(t, 'hostile_editor');
  });
  afterAll(() => t.close());

  describe('NUL bytes and broken characters in the address', () => {
    it.each([
      ['a path parameter', '/api/decks/a%00b'],
      ['a username', '/api/people/a%00b'],
      ['the query', '/api/search?q=a%00b'],
      ['a lone surrogate in the query', '/api/search?q=a%ED%A0%80b'],
      ['a cut-off escape in the query', '/api/search?q=a%E0%A4'],
      ['a page address', '/slide/a%00b'],
      ['an auth route', '/api/auth/get-session?x=%00'],
    ])('%s: 400', async (_, url) => {
      expectRefused(await t.app.inject({ url, headers: headers() }), 400, requestMessages.invalidText);
    });
  });

  describe('NUL bytes and lone surrogates in JSON', () => {
    const raw = (url: string, method: 'PUT' | 'POST', payload: string) =>
      t.app.inject({ method, url, headers: { ...headers(), 'content-type': 'application/json' }, payload });

    it.each([
      ['a NUL in a value', '{"displayName":"a\\u0000b"}'],
      ['a lone surrogate in a value', '{"displayName":"a\\ud800b"}'],
      ['a NUL in a key', '{"display\\u0000Name":"ab"}'],
      ['a NUL deep in an array', '{"displayName":"ab","tags":[["\\u0000"]]}'],
    ])('%s: 400', async (_, payload) => {
      expectRefused(await raw('/api/profile', 'PUT', payload), 400, requestMessages.invalidText);
    });

    it('on the auth routes too', async () => {
      const response = await raw(
        '/api/auth/sign-in/email',
        'POST',
        JSON.stringify({ email: 'a\u0000@example.com', password: 'secret1' }),
      );
      expectRefused(response, 400, requestMessages.invalidText);
    });

    it('5,000-deep JSON on an auth route: 400 before it is parsed', async () => {
      const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"secret1"}`;
      expectRefused(await raw('/api/auth/sign-in/email', 'POST', deep), 400, requestMessages.tooDeep);
    });

    it('brackets inside strings do not count as depth', async () => {
      const response = await raw('/api/profile', 'PUT', JSON.stringify({ displayName: '['.repeat(50) }));
      expect(response.statusCode).toBe(200);
    });
  });

  it.each(['/sign-in/email', '/sign-up/email', '/request-password-reset'])(
    'a 1,000,000-character email on %s: 400',
    async (path) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth${path}`,
        headers: { origin: t.config.publicUrl },
        payload: { name: 'Someone', email: `${'a'.repeat(1_000_000)}@example.com`, password: 'secret12' },
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('a NUL in a multipart field or file name: 400', async () => {
    const field = await multipart(
      { ...validFields, title: 'ECG\u0000basics' },
      { bytes: await pdfDeck(1), name: 'a.pdf' },
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/decks',
        headers: { ...headers(), ...field.headers },
        payload: field.payload,
      }),
      400,
      requestMessages.invalidText,
    );
    const name = await multipart(validFields, { bytes: await pdfDeck(1), name: 'a\u0000.pdf' });
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/decks',
        headers: { ...headers(), ...name.headers },
        payload: name.payload,
      }),
      400,
      requestMessages.invalidText,
    );
    const book = await libraryForm({ title: 'Book\u0000', subject: 'basic-science' });
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/editor/books',
        headers: { origin: t.config.publicUrl, cookie: editor.cookie, ...book.headers },
        payload: book.payload,
      }),
      400,
      requestMessages.invalidText,
    );
  });

  describe('broken multipart bodies', () => {
    const part =
      '--yyy\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--yyy--\r\n';
    const routes: [string, 'PUT' | 'POST', () => string][] = [
      ['PUT /api/profile/avatar', 'PUT', () => member.cookie],
      ['POST /api/decks', 'POST', () => member.cookie],
      ['POST /api/editor/books', 'POST', () => editor.cookie],
      ['POST /api/editor/journals', 'POST', () => editor.cookie],
    ];
    it.each(routes)('%s without a boundary: 400', async (route, method, cookie) => {
      const response = await t.app.inject({
        method,
        url: route.split(' ')[1],
        headers: { origin: t.config.publicUrl, cookie: cookie(), 'content-type': 'multipart/form-data' },
        payload: part,
      });
      expectRefused(response, 400);
    });
    it.each(routes)('%s with the wrong boundary: 400', async (route, method, cookie) => {
      const response = await t.app.inject({
        method,
        url: route.split(' ')[1],
        headers: {
          origin: t.config.publicUrl,
          cookie: cookie(),
          'content-type': 'multipart/form-data; boundary=zzz',
        },
        payload: part,
      });
      expectRefused(response, 400);
    });
  });

  describe('over-long paths and names', () => {
    it.each([
      ['a page', `/${'a'.repeat(5000)}`],
      ['a stored file', `/files/avatars/${'a'.repeat(5000)}/abcdefghijkl.webp`],
      ['a deck', `/api/decks/${'a'.repeat(5000)}`],
      ['a person', `/api/people/${'a'.repeat(5000)}`],
    ])('%s with a 5,000-character name: 400 or 404', async (_, url) => {
      const response = await t.app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
    });
  });
});
