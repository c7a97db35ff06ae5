import type { DeckDetail, PlaylistNode } from '@medshelf/shared';
import type { TestApp } from './build.ts';
import { pdfDeck, uploadDeck, validFields, waitForDeck } from './decks.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A JSON call the way the web app makes it: from the site's origin, as the cookie's user. */
export function call(t: TestApp, method: Method, url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** Creates a level and answers its node (fails the test when the server refuses). */
export async function createLevel(
  t: TestApp,
  cookie: string,
  name: string,
  parentId: string | null = null,
  isPublic = false,
): Promise<PlaylistNode> {
  const response = await call(t, 'POST', '/api/playlists', cookie, { name, parentId, isPublic });
  if (response.statusCode !== 201) throw new Error(`create ${name}: ${response.statusCode} ${response.body}`);
  return response.json<PlaylistNode>();
}

/** A processed deck of `pages` pages, uploaded by the cookie's user. */
export async function readyDeck(t: TestApp, owner: { id: string; cookie: string }, title: string, pages = 2) {
  const created = await uploadDeck(
    t,
    owner.cookie,
    { bytes: await pdfDeck(pages), name: `${title}.pdf` },
    { ...validFields, title },
  );
  const { id } = created.json<DeckDetail>();
  await waitForDeck(t, owner.id, id);
  return (await call(t, 'GET', `/api/decks/${id}`)).json<DeckDetail>();
}
