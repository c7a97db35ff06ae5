import type {
  BookDetail,
  Clip,
  DeckDetail,
  Feed,
  JournalDetail,
  JournalList,
  PlaylistTree,
} from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './accounts.ts';
import { buildTestApp, type TestApp } from './build.ts';
import { pdfDeck, uploadDeck, validFields, waitForDeck } from './decks.ts';
import { addFeedRow } from './feeds/helpers.ts';
import { addBook, bookFields, sendForm } from './library/books.ts';
import { editorUser } from './library/editor.ts';

/**
 * Every PATCH endpoint changes only the fields it is sent. For each field in turn: send it
 * alone, read the record back, and see that it changed and that every other field did not.
 * Records start with no field at its default, so a default filled in by a patch shows.
 */
type Fields = Record<string, unknown>;

interface Editable {
  patch(body: Fields): Promise<{ statusCode: number; body: string }>;
  read(): Promise<Fields>;
}

async function expectEachFieldAlone(record: Editable, changes: Fields[]) {
  for (const change of changes) {
    const before = await record.read();
    const response = await record.patch(change);
    expect(response.statusCode, `PATCH ${JSON.stringify(change)}: ${response.body}`).toBe(200);
    const after = await record.read();
    const expected = { ...before, ...change };
    expect(after, `after PATCH ${JSON.stringify(change)}`).toEqual(expected);
  }
}

describe('PATCH changes only the fields it names', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let deck: DeckDetail;

  const json = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: Fields) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, cookie },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedInUser(t, 'patcher');
    editor = await editorUser(t, 'patcheditor');
    const created = await uploadDeck(
      t,
      owner.cookie,
      { bytes: await pdfDeck(2), name: 'ecg.pdf' },
      { ...validFields, allowDownload: 'false' },
    );
    deck = created.json<DeckDetail>();
    await waitForDeck(t, owner.id, deck.id);
  });
  afterAll(() => t.close());

  it('PATCH /api/decks/:id', async () => {
    await expectEachFieldAlone(
      {
        patch: (body) => json('PATCH', `/api/decks/${deck.id}`, owner.cookie, body),
        async read() {
          const d = (await json('GET', `/api/decks/${deck.id}`, owner.cookie)).json<DeckDetail>();
          return {
            title: d.title,
            description: d.description,
            category: d.category.slug,
            subCategory: d.subCategory.slug,
            tags: d.tags,
            allowDownload: d.allowDownload,
          };
        },
      },
      [
        { title: 'ECG for beginners' },
        { description: 'Twelve leads' },
        { subCategory: 'nephrology' },
        { tags: ['leads'] },
        { allowDownload: true },
      ],
    );
  });

  it('PATCH /api/clips/:id', async () => {
    const created = await json('POST', '/api/clips', owner.cookie, {
      deckId: deck.id,
      pageNumber: 1,
      note: 'P waves',
      isPublic: true,
    });
    expect(created.statusCode).toBe(201);
    const clip = created.json<Clip>();
    await expectEachFieldAlone(
      {
        patch: (body) => json('PATCH', `/api/clips/${clip.id}`, owner.cookie, body),
        async read() {
          const list = (await json('GET', `/api/people/${owner.username}/clips`, owner.cookie)).json<{
            items: Clip[];
          }>();
          const found = list.items.find((item) => item.id === clip.id);
          return { note: found?.note, isPublic: found?.isPublic };
        },
      },
      [{ note: 'QRS complex' }, { isPublic: false }, { note: 'T waves' }],
    );
  });

  it('PATCH /api/playlists/:id', async () => {
    const created = await json('POST', '/api/playlists', owner.cookie, { name: 'Cardio', isPublic: true });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    await expectEachFieldAlone(
      {
        patch: (body) => json('PATCH', `/api/playlists/${id}`, owner.cookie, body),
        async read() {
          const tree = (await json('GET', '/api/playlists', owner.cookie)).json<PlaylistTree>();
          const found = tree.playlists.find((node) => node.id === id);
          return { name: found?.name, isPublic: found?.isPublic };
        },
      },
      [{ name: 'Cardiology' }, { isPublic: false }, { name: 'Heart' }],
    );
  });

  it('PATCH /api/editor/books/:id', async () => {
    const book = await addBook(t, editor.cookie, {
      ...bookFields,
      externalUrl: 'https://books.example.org/p',
    });
    await expectEachFieldAlone(
      {
        patch: (body) => json('PATCH', `/api/editor/books/${book.id}`, editor.cookie, body),
        async read() {
          const b = (await json('GET', `/api/books/${book.id}`, editor.cookie)).json<BookDetail>();
          return {
            title: b.title,
            authors: b.authors,
            edition: b.edition,
            year: b.year,
            publisher: b.publisher,
            isbn: b.isbn,
            subject: b.subject.slug,
            category: b.category?.slug ?? null,
            description: b.description,
            externalUrl: b.externalUrl,
          };
        },
      },
      [
        { title: 'Physiology, concise' },
        { authors: ['C. Third'] },
        { edition: '3rd' },
        { year: 2021 },
        { publisher: 'Other Press' },
        { isbn: '9783161484100' },
        { category: 'biochemistry' },
        { subject: 'clinical-science', category: 'medicine' },
        { description: 'Organs and systems.' },
        { externalUrl: 'https://books.example.org/q' },
      ],
    );
  });

  it('PATCH /api/editor/journals/:id', async () => {
    const [first, second] = [
      await addFeedRow(t, 'https://feeds.example.org/a.xml'),
      await addFeedRow(t, 'https://feeds.example.org/b.xml'),
    ];
    const created = await sendForm(t, 'POST', '/api/editor/journals', editor.cookie, {
      name: 'Heart Letters',
      publisher: 'Demo Society',
      issn: '0378-5955',
      subject: 'clinical-science',
      homepage: 'https://journals.example.org/heart',
      description: 'Hearts, peer reviewed.',
      feedId: first?.id ?? '',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<JournalDetail>();
    await expectEachFieldAlone(
      {
        patch: (body) => json('PATCH', `/api/editor/journals/${id}`, editor.cookie, body),
        async read() {
          const list = (await json('GET', '/api/journals?pageSize=100', editor.cookie)).json<JournalList>();
          const slug = list.items.find((item) => item.id === id)?.slug;
          const j = (await json('GET', `/api/journals/${slug}`, editor.cookie)).json<JournalDetail>();
          return {
            name: j.name,
            slug: j.slug,
            publisher: j.publisher,
            issn: j.issn,
            subject: j.subject.slug,
            homepage: j.homepage,
            description: j.description,
            feedId: j.feedId,
          };
        },
      },
      [
        { name: 'Heart Letters Weekly' },
        { slug: 'heart-weekly' },
        { publisher: 'Other Society' },
        { issn: '0028-4793' },
        { subject: 'basic-science' },
        { homepage: 'https://journals.example.org/hw' },
        { description: 'Weekly.' },
        { feedId: second?.id },
      ],
    );
  });

  it('PATCH /api/editor/feeds/:id', async () => {
    const feed = await addFeedRow(t, 'https://feeds.example.org/c.xml', {
      subject: 'dental',
      sourceName: 'Dental News',
    });
    await expectEachFieldAlone(
      {
        patch: (body) => json('PATCH', `/api/editor/feeds/${feed?.id}`, editor.cookie, body),
        async read() {
          const f = (await json('GET', `/api/editor/feeds/${feed?.id}`, editor.cookie)).json<Feed>();
          return { url: f.url, kind: f.kind, sourceName: f.sourceName, subject: f.subject, active: f.active };
        },
      },
      [
        { active: false },
        { url: 'https://feeds.example.org/d.xml' },
        { kind: 'news' },
        { sourceName: 'Dental Daily' },
        { subject: 'nursing' },
      ],
    );
  });
});
