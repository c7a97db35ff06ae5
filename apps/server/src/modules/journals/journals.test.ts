import type { JournalDetail, JournalList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { coverImage, sendForm } from '../../../test/library/books.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { feedItems, feeds } from '../../db/schema/index.ts';
import { linkJournalFeed } from './journal-service.ts';

const surgery = {
  name: 'Indian Journal of Surgery',
  publisher: 'Demo Society',
  issn: '0378-5955',
  subject: 'Clinical Science',
  homepage: 'https://journals.example.org/ijs',
  description: 'Surgery, peer reviewed.',
};

describe('journals', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let student: Awaited<ReturnType<typeof signedInUser>>;
  let journal: JournalDetail;

  const json = (method: 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  const endpoints = {
    'POST /api/editor/journals': (cookie?: string) =>
      sendForm(t, 'POST', '/api/editor/journals', cookie, { name: 'Dental Letters', subject: 'dental' }),
    'PATCH /api/editor/journals/:id': (cookie?: string) =>
      json('PATCH', `/api/editor/journals/${journal.id}`, cookie, { publisher: 'New Publisher' }),
    'PUT /api/editor/journals/:id/cover': async (cookie?: string) =>
      sendForm(
        t,
        'PUT',
        `/api/editor/journals/${journal.id}/cover`,
        cookie,
        {},
        {
          cover: { bytes: await coverImage('png', 600, 600), name: 'c.png' },
        },
      ),
    'DELETE /api/editor/journals/:id': (cookie?: string) =>
      json('DELETE', `/api/editor/journals/${journal.id}`, cookie),
  };

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await editorUser(t, 'journaleditor');
    student = await signedInUser(t, 'journalreader');
    const created = await sendForm(t, 'POST', '/api/editor/journals', editor.cookie, surgery);
    expect(created.statusCode).toBe(201);
    journal = created.json<JournalDetail>();
  });
  afterAll(() => t.close());

  it('is created with its slug made from the name and its ISSN checked', () => {
    expect(journal).toMatchObject({
      slug: 'indian-journal-of-surgery',
      issn: '0378-5955',
      subject: { slug: 'clinical-science', name: 'Clinical Science' },
      cover: null,
      feedId: null,
      latestArticles: [],
    });
  });

  it.each(Object.keys(endpoints) as (keyof typeof endpoints)[])(
    '%s: 401 signed out, 403 for a non-editor',
    async (name) => {
      expect((await endpoints[name]()).statusCode).toBe(401);
      expect((await endpoints[name](student.cookie)).statusCode).toBe(403);
    },
  );

  it('lists journals by subject', async () => {
    const dental = await sendForm(t, 'POST', '/api/editor/journals', editor.cookie, {
      name: 'Dental Letters',
      subject: 'dental',
    });
    expect(dental.statusCode).toBe(201);
    const all = (await t.app.inject({ url: '/api/journals' })).json<JournalList>();
    expect(all.items.map((item) => item.name)).toEqual(['Dental Letters', 'Indian Journal of Surgery']);
    const clinical = (
      await t.app.inject({ url: '/api/journals?subject=clinical-science' })
    ).json<JournalList>();
    expect(clinical).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ slug: 'indian-journal-of-surgery' })],
    });
  });

  it('shows a journal with the latest articles of its feed', async () => {
    await t.app.db.insert(feeds).values({
      id: 'feed1',
      url: 'https://journals.example.org/ijs/rss',
      kind: 'article',
      sourceName: 'Indian Journal of Surgery',
      sourceSlug: 'indian-journal-of-surgery',
    });
    await t.app.db.insert(feedItems).values(
      [1, 2, 3].map((n) => ({
        id: `item${n}`,
        feedId: 'feed1',
        kind: 'article' as const,
        key: `guid-${n}`,
        slug: `article-${n}`,
        title: `Article ${n}`,
        link: `https://journals.example.org/ijs/${n}`,
        publishedAt: new Date(Date.UTC(2026, 0, n)),
        summaryHtml: `<p>Summary <b>${n}</b> &amp; more</p>`,
      })),
    );
    expect(await linkJournalFeed(t.app.db, 'indian-journal-of-surgery', 'feed1')).toBe(true);
    const detail = (
      await t.app.inject({ url: '/api/journals/indian-journal-of-surgery' })
    ).json<JournalDetail>();
    expect(detail.feedId).toBe('feed1');
    expect(detail.latestArticles.map((article) => article.title)).toEqual([
      'Article 3',
      'Article 2',
      'Article 1',
    ]);
    expect(detail.latestArticles[0]).toMatchObject({
      path: '/articledetails/article-3-item3/indian-journal-of-surgery',
      summary: 'Summary 3 & more',
      publishedAt: '2026-01-03T00:00:00.000Z',
    });
    expect((await t.app.inject({ url: '/api/journals/no-such-journal' })).statusCode).toBe(404);
  });

  it('refuses a taken slug, an unknown feed and a bad ISSN', async () => {
    const taken = await sendForm(t, 'POST', '/api/editor/journals', editor.cookie, surgery);
    expect(taken.statusCode).toBe(409);
    const feed = await json('PATCH', `/api/editor/journals/${journal.id}`, editor.cookie, {
      feedId: 'nosuchfeed',
    });
    expect(feed.json().error.message).toBe(
      'No feed with this id is registered. Add the feed first, then link it.',
    );
    const huge = await sendForm(
      t,
      'POST',
      '/api/editor/journals',
      editor.cookie,
      { name: 'Huge Cover', subject: 'dental' },
      {
        cover: { bytes: Buffer.alloc(10 * 1024 * 1024 + 1), name: 'huge.png' },
      },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(
      'This cover image is larger than 10 MB. Please choose a smaller image.',
    );
    const issn = await json('PATCH', `/api/editor/journals/${journal.id}`, editor.cookie, {
      issn: '0378-5954',
    });
    // JSON bodies are checked by the route schema: the field's message is in the details.
    expect(issn.json().error.details).toEqual([
      { path: 'issn', message: 'ISSN 0378-5954 has a wrong check digit' },
    ]);
  });

  it('lets an editor edit, give a cover and delete', async () => {
    const patched = await endpoints['PATCH /api/editor/journals/:id'](editor.cookie);
    expect(patched.json<JournalDetail>()).toMatchObject({ publisher: 'New Publisher', feedId: 'feed1' });
    const covered = await endpoints['PUT /api/editor/journals/:id/cover'](editor.cookie);
    const cover = covered.json<JournalDetail>().cover;
    expect(cover).toMatchObject({ width: 300, height: 400 });
    const image = await t.app.inject({ url: cover?.url ?? '' });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await endpoints['DELETE /api/editor/journals/:id'](editor.cookie)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/journals/indian-journal-of-surgery' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: cover?.url ?? '' })).statusCode).toBe(404);
  });
});
