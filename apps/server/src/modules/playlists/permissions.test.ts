import type { DeckDetail, PlaylistNode, PlaylistTree } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { call, createLevel, readyDeck } from '../../../test/playlists.ts';

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe('only the owner changes a playlist', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;
  let secret: PlaylistNode;
  let shared: PlaylistNode;
  let hiddenChild: PlaylistNode;

  /** Every write on one level: [method, url, body]. */
  const writes = (level: PlaylistNode): [string, Method, string, object | undefined][] => [
    ['create a sub-level', 'POST', '/api/playlists', { name: 'Intruder', parentId: level.id }],
    ['rename', 'PATCH', `/api/playlists/${level.id}`, { name: 'Taken over' }],
    ['publish', 'PATCH', `/api/playlists/${level.id}`, { isPublic: true }],
    ['reorder its sub-levels', 'PUT', '/api/playlists/order', { parentId: level.id, ids: ['x'] }],
    ['add a deck', 'PUT', `/api/playlists/${level.id}/items/${deck.id}`, undefined],
    ['remove a deck', 'DELETE', `/api/playlists/${level.id}/items/${deck.id}`, undefined],
    ['reorder its decks', 'PUT', `/api/playlists/${level.id}/items/order`, { deckIds: [deck.id] }],
    ['delete', 'DELETE', `/api/playlists/${level.id}`, undefined],
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'listowner');
    other = await signedInUser(t, 'listother');
    deck = await readyDeck(t, owner, 'Shock');
    secret = await createLevel(t, owner.cookie, 'Secret');
    shared = await createLevel(t, owner.cookie, 'Shared', null, true);
    // Public itself, but under a private level: nobody else can see it.
    hiddenChild = await createLevel(t, owner.cookie, 'Hidden child', secret.id, true);
    for (const level of [secret, shared, hiddenChild]) {
      await call(t, 'PUT', `/api/playlists/${level.id}/items/${deck.id}`, owner.cookie);
    }
  });
  afterAll(() => t.close());

  it('asks anonymous visitors to sign in for every playlist endpoint of their own', async () => {
    for (const [, method, url, body] of writes(shared)) {
      expect((await call(t, method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call(t, 'POST', '/api/playlists', undefined, { name: 'Mine' })).statusCode).toBe(401);
    expect(
      (await call(t, 'PUT', '/api/playlists/order', undefined, { parentId: null, ids: ['x'] })).statusCode,
    ).toBe(401);
    expect((await call(t, 'GET', '/api/playlists')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/playlists/level?path=secret')).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/decks/${deck.id}/playlists`)).statusCode).toBe(401);
  });

  it('answers another user 404 for a private level (here or above) and 403 for a public one', async () => {
    for (const [label, method, url, body] of writes(secret)) {
      const response = await call(t, method, url, other.cookie, body);
      expect(response.statusCode, label).toBe(404);
      expect(response.json().error.message).toBe('This playlist is not available.');
    }
    for (const [label, method, url, body] of writes(hiddenChild)) {
      expect((await call(t, method, url, other.cookie, body)).statusCode, label).toBe(404);
    }
    for (const [label, method, url, body] of writes(shared)) {
      const response = await call(t, method, url, other.cookie, body);
      expect(response.statusCode, label).toBe(403);
      expect(response.json().error.message).toBe('Only the owner can change this playlist.');
    }
    // Another user's own reads never include the owner's playlists.
    expect((await call(t, 'GET', '/api/playlists', other.cookie)).json<PlaylistTree>().playlists).toEqual([]);
    expect((await call(t, 'GET', '/api/playlists/level?path=secret', other.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/decks/${deck.id}/playlists`, other.cookie)).json()).toEqual({
      playlistIds: [],
    });
  });

  it('left everything as it was, and lets the owner do each of those', async () => {
    const tree = (await call(t, 'GET', '/api/playlists', owner.cookie)).json<PlaylistTree>();
    expect(tree.playlists.map((node) => [node.name, node.itemCount, node.children.length])).toEqual([
      ['Secret', 1, 1],
      ['Shared', 1, 0],
    ]);
    const sub = await createLevel(t, owner.cookie, 'Sub', shared.id);
    const steps: [Method, string, object | undefined, number][] = [
      ['PATCH', `/api/playlists/${shared.id}`, { name: 'Shared notes' }, 200],
      ['PATCH', `/api/playlists/${shared.id}`, { isPublic: false }, 200],
      ['PUT', '/api/playlists/order', { parentId: shared.id, ids: [sub.id] }, 200],
      ['DELETE', `/api/playlists/${shared.id}/items/${deck.id}`, undefined, 200],
      ['PUT', `/api/playlists/${shared.id}/items/${deck.id}`, undefined, 200],
      ['PUT', `/api/playlists/${shared.id}/items/order`, { deckIds: [deck.id] }, 204],
      ['DELETE', `/api/playlists/${shared.id}`, undefined, 204],
    ];
    for (const [method, url, body, status] of steps) {
      expect((await call(t, method, url, owner.cookie, body)).statusCode, `${method} ${url}`).toBe(status);
    }
  });
});
