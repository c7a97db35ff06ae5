import { type FollowingFeed, paths } from '@medshelf/shared';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { insertDeck } from '../../../test/search-fixtures.ts';

type Member = Awaited<ReturnType<typeof signedInUser>>;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the following feed and a member’s Atom feed', () => {
  let t: TestApp;
  let reader: Member;
  let ravi: Member;
  let meera: Member;
  let stranger: Member;
  const feed = async (member: Member, query = '') => {
    const response = await t.app.inject({
      url: `/api/following/feed${query}`,
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<FollowingFeed>();
  };
  const titles = (page: FollowingFeed) =>
    page.items.map((item) => (item.type === 'deck' ? item.deck.title : `playlist ${item.playlist.name}`));

  beforeAll(async () => {
    t = await buildTestApp();
    reader = await signedInUser(t, 'feed_reader');
    ravi = await signedInUser(t, 'feed_ravi');
    meera = await signedInUser(t, 'feed_meera');
    stranger = await signedInUser(t, 'feed_stranger');
    await insertDeck(t, ravi.id, { title: 'Ravi 1: ECG basics', createdAt: minutesAgo(50) });
    await insertDeck(t, meera.id, { title: 'Meera 1: Cranial nerves', createdAt: minutesAgo(40) });
    await insertDeck(t, ravi.id, { title: 'Ravi 2: Arrhythmias', createdAt: minutesAgo(30) });
    await insertDeck(t, ravi.id, {
      title: 'Ravi unfinished',
      status: 'processing',
      createdAt: minutesAgo(20),
    });
    await insertDeck(t, stranger.id, { title: 'Stranger deck', createdAt: minutesAgo(10) });
    const playlist = (name: string, isPublic: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/playlists',
        headers: { cookie: ravi.cookie },
        payload: { name, isPublic },
      });
    expect((await playlist('Cardiology revision', true)).statusCode).toBe(201);
    expect((await playlist('My private notes', false)).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('asks a visitor to sign in', async () => {
    expect((await t.app.inject('/api/following/feed')).statusCode).toBe(401);
  });

  it('is empty for someone who follows nobody, and suggests members who share slides', async () => {
    const empty = await feed(reader);
    expect(empty).toMatchObject({ items: [], total: 0, following: 0 });
    expect(empty.suggestions.map((person) => person.username).sort()).toEqual([
      'feed_meera',
      'feed_ravi',
      'feed_stranger',
    ]);
    expect(JSON.stringify(empty)).not.toContain('@example.com');
  });

  it('lists the ready decks and public playlists of followed members, the newest first, in pages', async () => {
    for (const username of ['feed_ravi', 'feed_meera']) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/people/${username}/follow`,
        headers: { cookie: reader.cookie },
      });
    }
    const all = await feed(reader);
    expect(all).toMatchObject({ total: 4, following: 2, suggestions: [] });
    expect(titles(all)).toEqual([
      'playlist Cardiology revision',
      'Ravi 2: Arrhythmias',
      'Meera 1: Cranial nerves',
      'Ravi 1: ECG basics',
    ]);
    expect(all.items[0]).toMatchObject({
      type: 'playlist',
      playlist: { slug: 'cardiology-revision', deckCount: 0, owner: { username: 'feed_ravi' } },
    });

    const second = await feed(reader, '?page=2&pageSize=3');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(titles(second)).toEqual(['Ravi 1: ECG basics']);
    expect(
      (await t.app.inject({ url: '/api/following/feed?pageSize=0', headers: { cookie: reader.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('serves a member’s public items as valid Atom, for anyone', async () => {
    const response = await t.app.inject(paths.profileFeed('FEED_ravi'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = response.body;
    expect(XMLValidator.validate(xml)).toBe(true);

    // RFC 4287: the feed and each entry have an id, a title and an updated time; the feed links
    // to itself and names an author; every entry has an alternate link.
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['entry', 'link'].includes(name),
    }).parse(xml);
    const root = parsed.feed;
    expect(root['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(root.id).toBe(`${t.config.publicUrl}/profile/feed_ravi`);
    expect(root.title).toBe('feed_ravi on MedShelf');
    expect(Number.isNaN(Date.parse(root.updated))).toBe(false);
    expect(root.author.name).toBe('feed_ravi');
    expect(root.link).toContainEqual(
      expect.objectContaining({
        '@_rel': 'self',
        '@_href': `${t.config.publicUrl}/profile/feed_ravi/feed.xml`,
      }),
    );
    expect(root.entry).toHaveLength(3);
    for (const entry of root.entry) {
      expect(entry.id).toMatch(/^http/);
      expect(entry.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(entry.link[0]['@_href']).toBe(entry.id);
    }

    const read = parseFeed(xml);
    expect(read.meta.type).toBe('atom');
    expect(read.items.map((item) => item.title)).toEqual([
      'Cardiology revision',
      'Ravi 2: Arrhythmias',
      'Ravi 1: ECG basics',
    ]);
    expect(read.items[1]?.url).toMatch(/\/slidedetails\/\w+\/medicine\/cardiology$/);
    expect(xml).not.toContain('unfinished');
    expect(xml).not.toContain('private');
  });

  it('answers 404 for an unknown member’s feed', async () => {
    expect((await t.app.inject('/profile/nobody_here/feed.xml')).statusCode).toBe(404);
  });
});
