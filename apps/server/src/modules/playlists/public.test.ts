import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeckDetail, PlaylistLevel, PlaylistNode, PublicPlaylistTree } from '@medshelf/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { call, createLevel, readyDeck } from '../../../test/playlists.ts';
import { decks as deckTable } from '../../db/schema/index.ts';

describe('other people’s playlists', () => {
  let t: TestApp;
  let webRoot: string;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let deck: DeckDetail;
  let year: PlaylistNode;
  let pathology: PlaylistNode;
  let neoplasia: PlaylistNode;

  const names = (nodes: PlaylistNode[]): unknown =>
    nodes.map((node) => (node.children.length ? [node.name, names(node.children)] : node.name));
  const publicTree = async (cookie?: string) =>
    (await call(t, 'GET', '/api/people/PublicOwner/playlists', cookie)).json<PublicPlaylistTree>();
  const publicLevel = (levels: string, cookie?: string) =>
    call(t, 'GET', `/api/people/publicowner/playlists/level?path=${levels}`, cookie);
  const setPublic = (level: PlaylistNode, isPublic: boolean) =>
    call(t, 'PATCH', `/api/playlists/${level.id}`, owner.cookie, { isPublic });

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'medshelf-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      await readFile(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8'),
    );
    t = await buildTestApp({ webRoot });
    owner = await signedInUser(t, 'PublicOwner');
    reader = await signedInUser(t, 'reader');
    deck = await readyDeck(t, owner, 'Tumour markers');
    year = await createLevel(t, owner.cookie, '2nd year', null, true);
    pathology = await createLevel(t, owner.cookie, 'Pathology', year.id, true);
    neoplasia = await createLevel(t, owner.cookie, 'Neoplasia', pathology.id, true);
    await createLevel(t, owner.cookie, 'Private notes', year.id);
    await createLevel(t, owner.cookie, 'Diary');
    await call(t, 'PUT', `/api/playlists/${neoplasia.id}/items/${deck.id}`, owner.cookie);
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('shows anyone only the public levels, with the owner', async () => {
    const tree = await publicTree();
    expect(tree.owner).toMatchObject({ id: owner.id, username: 'PublicOwner' });
    expect(names(tree.playlists)).toEqual([['2nd year', [['Pathology', ['Neoplasia']]]]]);
    // The owner, looking from outside, sees the same as everyone.
    expect(names((await publicTree(owner.cookie)).playlists)).toEqual(names(tree.playlists));
    const level = await publicLevel('2nd-year/pathology/neoplasia', reader.cookie);
    expect(level.statusCode).toBe(200);
    expect(level.json<PlaylistLevel>()).toMatchObject({
      owner: { username: 'PublicOwner' },
      playlist: { name: 'Neoplasia', itemCount: 1 },
      breadcrumbs: [{ name: '2nd year' }, { name: 'Pathology' }],
      items: [{ deck: { id: deck.id, title: 'Tumour markers' } }],
    });
    expect((await publicLevel('2nd-year/private-notes')).statusCode).toBe(404);
    expect((await publicLevel('diary')).statusCode).toBe(404);
    expect((await publicLevel('nothing')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/people/nobody/playlists')).statusCode).toBe(404);
  });

  it('hides a level as soon as it or a level above it is private, and only ready decks show', async () => {
    await setPublic(year, false);
    expect((await publicTree()).playlists).toEqual([]);
    expect((await publicLevel('2nd-year/pathology/neoplasia', reader.cookie)).statusCode).toBe(404);
    await setPublic(year, true);
    await setPublic(pathology, false);
    expect(names((await publicTree()).playlists)).toEqual(['2nd year']);
    expect((await publicLevel('2nd-year/pathology')).statusCode).toBe(404);
    await setPublic(pathology, true);

    await t.app.db.update(deckTable).set({ status: 'processing' }).where(eq(deckTable.id, deck.id));
    const level = (await publicLevel('2nd-year/pathology/neoplasia')).json<PlaylistLevel>();
    expect(level.items).toEqual([]);
    expect(level.playlist.itemCount).toBe(0);
    await t.app.db.update(deckTable).set({ status: 'ready' }).where(eq(deckTable.id, deck.id));
  });

  it('serves the page with the level’s title, or a 404 status when it is private or missing', async () => {
    const page = await t.app.inject('/viewplaylist/PublicOwner/2nd-year/pathology/neoplasia');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Neoplasia — playlist by PublicOwner | MedShelf</title>');
    expect(page.body).toContain('2nd year / Pathology / Neoplasia: 1 slide deck and 0 sub-levels');
    expect(page.body).toContain(`/previews/decks/${deck.id}/v1/pages/1-large.jpg`);
    const overview = await t.app.inject('/viewplaylist/publicowner');
    expect(overview.statusCode).toBe(301);
    expect(overview.headers.location).toBe('/viewplaylist/PublicOwner');
    expect((await t.app.inject('/viewplaylist/PublicOwner')).body).toContain(
      '<title>Playlists by PublicOwner | MedShelf</title>',
    );
    expect((await t.app.inject('/viewplaylist/PublicOwner/diary')).statusCode).toBe(404);
    expect((await t.app.inject('/viewplaylist/PublicOwner/2nd-year/private-notes')).statusCode).toBe(404);
    expect((await t.app.inject('/viewplaylist/nobody/anything')).statusCode).toBe(404);
    await setPublic(year, false);
    expect((await t.app.inject('/viewplaylist/PublicOwner/2nd-year/pathology/neoplasia')).statusCode).toBe(
      404,
    );
  });
});
