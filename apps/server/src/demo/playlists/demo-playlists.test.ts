import type { PlaylistLevel, PlaylistNode, PublicPlaylistTree } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { pdfDeck, uploadDeck, validFields, waitForDeck } from '../../../test/decks.ts';
import { seedDemoUsers } from '../demo-users.ts';
import { seedDemoPlaylists } from './seed-demo-playlists.ts';

describe('demo playlists', () => {
  let t: TestApp;
  let deckId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const uploader = await signedInUser(t, 'demouploader');
    const created = await uploadDeck(
      t,
      uploader.cookie,
      { bytes: await pdfDeck(1), name: 'n.pdf' },
      { ...validFields, title: 'Tumour grading', category: 'pathology', subCategory: 'neoplasia' },
    );
    deckId = created.json<{ id: string }>().id;
    await waitForDeck(t, uploader.id, deckId);
    await seedDemoUsers(t.app.db);
    expect(await seedDemoPlaylists(t.app.db)).toBe(14);
  });
  afterAll(() => t.close());

  const names = (nodes: PlaylistNode[]): unknown =>
    nodes.map((node) => (node.children.length ? [node.name, names(node.children)] : node.name));

  it('gives the demo people public playlists three levels deep, filled from their topics', async () => {
    const tree = (await t.app.inject('/api/people/rahul.verma/playlists')).json<PublicPlaylistTree>();
    expect(names(tree.playlists)).toEqual([['2nd year', [['Pathology', ['Neoplasia']], 'Microbiology']]]);
    const level = await t.app.inject(
      '/api/people/rahul.verma/playlists/level?path=2nd-year/pathology/neoplasia',
    );
    expect(level.json<PlaylistLevel>().items.map((item) => item.deck.id)).toEqual([deckId]);
  });

  it('keeps a private one private', async () => {
    const tree = (await t.app.inject('/api/people/asha.menon/playlists')).json<PublicPlaylistTree>();
    expect(tree.playlists.map((node) => node.name)).toEqual(['Final year']);
    expect(
      (await t.app.inject('/api/people/asha.menon/playlists/level?path=quick-revision')).statusCode,
    ).toBe(404);
  });
});
