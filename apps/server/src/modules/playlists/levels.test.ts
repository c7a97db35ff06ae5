import { type PlaylistLevel, type PlaylistTree, peopleMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { call, createLevel } from '../../../test/playlists.ts';

describe('playlist levels: create, name, nest, rename, reorder, delete', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'levelowner');
  });
  afterAll(() => t.close());

  it('nests three levels, addressed by the slugs of their names', async () => {
    const year = await createLevel(t, owner.cookie, '2nd year');
    const pathology = await createLevel(t, owner.cookie, 'Pathology', year.id);
    const neoplasia = await createLevel(t, owner.cookie, 'Neoplasia', pathology.id);
    expect(year).toMatchObject({ slug: '2nd-year', path: ['2nd-year'], depth: 1, isPublic: false });
    expect(neoplasia).toMatchObject({ path: ['2nd-year', 'pathology', 'neoplasia'], depth: 3, children: [] });

    const tree = (await call(t, 'GET', '/api/playlists', owner.cookie)).json<PlaylistTree>();
    expect(tree.playlists.map((node) => node.name)).toEqual(['2nd year']);
    expect(tree.playlists[0]?.children[0]?.children[0]?.name).toBe('Neoplasia');

    const level = await call(t, 'GET', '/api/playlists/level?path=2nd-year/Pathology', owner.cookie);
    expect(level.statusCode).toBe(200);
    expect(level.json<PlaylistLevel>()).toMatchObject({
      owner: { id: owner.id, username: 'levelowner' },
      playlist: { name: 'Pathology', children: [{ name: 'Neoplasia' }] },
      breadcrumbs: [{ name: '2nd year', slug: '2nd-year', path: ['2nd-year'], isPublic: false }],
      items: [],
    });
    expect(
      (await call(t, 'GET', '/api/playlists/level?path=2nd-year/nothing', owner.cookie)).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/playlists/level', owner.cookie)).statusCode).toBe(404);
    const tooLong = await call(t, 'GET', '/api/playlists/level?path=a/b/c/d', owner.cookie);
    expect(tooLong.statusCode).toBe(400);

    const fourth = await call(t, 'POST', '/api/playlists', owner.cookie, {
      name: 'Too deep',
      parentId: neoplasia.id,
    });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error.message).toBe(peopleMessages.playlistTooDeep);
  });

  it('refuses a name whose slug a sibling has, whatever its case or punctuation', async () => {
    const first = await createLevel(t, owner.cookie, 'Cardiology');
    const again = await call(t, 'POST', '/api/playlists', owner.cookie, { name: 'cardiology!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(peopleMessages.playlistNameTaken('Cardiology'));
    // The same name under another parent is fine.
    const nested = await call(t, 'POST', '/api/playlists', owner.cookie, {
      name: 'Cardiology',
      parentId: first.id,
    });
    expect(nested.statusCode).toBe(201);

    const other = await createLevel(t, owner.cookie, 'Nephrology');
    const rename = await call(t, 'PATCH', `/api/playlists/${other.id}`, owner.cookie, { name: 'CARDIOLOGY' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.message).toBe(peopleMessages.playlistNameTaken('Cardiology'));
    // Renaming to its own name in other letters is not a clash with itself.
    const recased = await call(t, 'PATCH', `/api/playlists/${other.id}`, owner.cookie, {
      name: 'NEPHROLOGY',
    });
    expect(recased.json()).toMatchObject({ name: 'NEPHROLOGY', slug: 'nephrology' });
  });

  it('explains empty and unspellable names, and slugs names in other scripts', async () => {
    const empty = await call(t, 'POST', '/api/playlists', owner.cookie, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe(peopleMessages.playlistNameEmpty);
    const symbols = await call(t, 'POST', '/api/playlists', owner.cookie, { name: '!!!' });
    expect(symbols.statusCode).toBe(400);
    const hindi = await createLevel(t, owner.cookie, 'हृदय रोग');
    expect(hindi.slug).toBe('हृदय-रोग');
    const level = await call(
      t,
      'GET',
      `/api/playlists/level?path=${encodeURIComponent('हृदय-रोग')}`,
      owner.cookie,
    );
    expect(level.json<PlaylistLevel>().playlist.id).toBe(hindi.id);
  });

  it('renames and makes public or private, keeping the rest', async () => {
    const level = await createLevel(t, owner.cookie, 'Revision');
    const renamed = await call(t, 'PATCH', `/api/playlists/${level.id}`, owner.cookie, {
      name: 'Final revision',
    });
    expect(renamed.json()).toMatchObject({ name: 'Final revision', slug: 'final-revision', isPublic: false });
    const shared = await call(t, 'PATCH', `/api/playlists/${level.id}`, owner.cookie, { isPublic: true });
    expect(shared.json()).toMatchObject({ name: 'Final revision', isPublic: true });
    const nothing = await call(t, 'PATCH', `/api/playlists/${level.id}`, owner.cookie, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('reorders the top level and a level’s children, only with exactly their ids', async () => {
    const fresh = await signedInUser(t, 'reorderer');
    const a = await createLevel(t, fresh.cookie, 'Alpha');
    const b = await createLevel(t, fresh.cookie, 'Beta');
    const c = await createLevel(t, fresh.cookie, 'Gamma');
    const a1 = await createLevel(t, fresh.cookie, 'One', a.id);
    const a2 = await createLevel(t, fresh.cookie, 'Two', a.id);

    const reordered = await call(t, 'PUT', '/api/playlists/order', fresh.cookie, {
      parentId: null,
      ids: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<PlaylistTree>().playlists.map((node) => node.name)).toEqual([
      'Gamma',
      'Alpha',
      'Beta',
    ]);

    const children = await call(t, 'PUT', '/api/playlists/order', fresh.cookie, {
      parentId: a.id,
      ids: [a2.id, a1.id],
    });
    expect(children.json<PlaylistTree>().playlists[1]?.children.map((node) => node.name)).toEqual([
      'Two',
      'One',
    ]);

    for (const ids of [
      [a.id, b.id],
      [c.id, a.id, b.id, a1.id],
      [c.id, a.id, a.id],
      [c.id, a.id, a1.id],
    ]) {
      const wrong = await call(t, 'PUT', '/api/playlists/order', fresh.cookie, { parentId: null, ids });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(
        'The new order must list every playlist of this level exactly once.',
      );
    }
    const tree = (await call(t, 'GET', '/api/playlists', fresh.cookie)).json<PlaylistTree>();
    expect(tree.playlists.map((node) => node.name)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('deletes a level with its sub-levels', async () => {
    const top = await createLevel(t, owner.cookie, 'To delete');
    const middle = await createLevel(t, owner.cookie, 'Middle', top.id);
    await createLevel(t, owner.cookie, 'Bottom', middle.id);
    expect((await call(t, 'DELETE', `/api/playlists/${top.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call(t, 'GET', '/api/playlists/level?path=to-delete', owner.cookie)).statusCode).toBe(404);
    expect(
      (await call(t, 'PATCH', `/api/playlists/${middle.id}`, owner.cookie, { isPublic: true })).statusCode,
    ).toBe(404);
    // The name is free again.
    expect((await call(t, 'POST', '/api/playlists', owner.cookie, { name: 'To delete' })).statusCode).toBe(
      201,
    );
  });
});
