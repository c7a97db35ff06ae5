import type { DeckDetail, ReportedDeckList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { editorCall, reportDeck } from '../../../test/reports.ts';
import { insertDeck } from '../../../test/search-fixtures.ts';

describe('the editors’ reports queue', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let reader: Awaited<ReturnType<typeof signedInUser>>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let first: string;
  let second: string;

  const queue = async (page = 1, pageSize = 20) => {
    const response = await editorCall(
      t,
      'GET',
      `/api/editor/reports?page=${page}&pageSize=${pageSize}`,
      editor.cookie,
    );
    expect(response.statusCode).toBe(200);
    return response.json<ReportedDeckList>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await editorUser(t, 'queueeditor');
    reader = await signedInUser(t, 'queuereader');
    owner = await signedInUser(t, 'queueowner');
    first = await insertDeck(t, owner.id, {
      title: 'Anatomy of the heart',
      category: 'medicine',
      subCategory: 'cardiology',
    });
    second = await insertDeck(t, owner.id, { title: 'Renal physiology' });
  });
  afterAll(() => t.close());

  it('answers 401 to visitors and 403 to readers, on every endpoint', async () => {
    const calls = [
      ['GET', '/api/editor/reports'],
      ['POST', `/api/editor/reports/${first}/dismiss`],
      ['POST', `/api/editor/reports/${first}/take-down`],
      ['POST', `/api/editor/users/${owner.id}/disable`],
    ] as const;
    for (const [method, url] of calls) {
      expect((await editorCall(t, method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await editorCall(t, method, url, reader.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    const deck = await t.app.inject({ url: `/api/decks/${first}` });
    expect(deck.json<DeckDetail>().status).toBe('ready');
  });

  it('documents its endpoints under the reports tag', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(paths['/api/editor/reports']?.get?.tags).toEqual(['editor', 'reports']);
    expect(paths['/api/editor/reports/{deckId}/dismiss']?.post?.tags).toContain('reports');
    expect(paths['/api/editor/reports/{deckId}/take-down']?.post?.tags).toContain('reports');
    expect(paths['/api/editor/users/{userId}/disable']?.post?.tags).toContain('reports');
  });

  it('is empty until a deck is reported', async () => {
    expect(await queue()).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
  });

  it('groups open reports by deck, the most recently reported deck first', async () => {
    expect(
      (await reportDeck(t, first, { reason: 'copyright', details: 'My lecture notes' }, reader.cookie))
        .statusCode,
    ).toBe(201);
    expect((await reportDeck(t, second, { reason: 'spam' })).statusCode).toBe(201);
    expect(
      (await reportDeck(t, first, { reason: 'inappropriate', details: 'Rude slide 3' })).statusCode,
    ).toBe(201);

    const list = await queue();
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.deck.id)).toEqual([first, second]);
    const [top, next] = list.items;
    expect(top).toMatchObject({
      deck: {
        id: first,
        title: 'Anatomy of the heart',
        status: 'ready',
        categorySlug: 'medicine',
        subCategorySlug: 'cardiology',
        owner: { id: owner.id, username: 'queueowner', disabled: false, isEditor: false },
      },
      openReports: 2,
      reports: [
        { reason: 'inappropriate', details: 'Rude slide 3', reporterUsername: null },
        { reason: 'copyright', details: 'My lecture notes', reporterUsername: 'queuereader' },
      ],
    });
    expect(top?.lastReportedAt).toBe(top?.reports[0]?.createdAt);
    expect(next).toMatchObject({
      openReports: 1,
      reports: [{ reason: 'spam', details: '', reporterUsername: null }],
    });

    // A new report moves its deck to the top.
    await reportDeck(t, second, { reason: 'other', details: 'Duplicate' }, reader.cookie);
    expect((await queue()).items.map((item) => item.deck.id)).toEqual([second, first]);
  });

  it('pages the decks with the project’s paging shape', async () => {
    const page2 = await queue(2, 1);
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(page2.items.map((item) => item.deck.id)).toEqual([first]);
    expect((await editorCall(t, 'GET', '/api/editor/reports?page=0', editor.cookie)).statusCode).toBe(400);
  });

  it('dismisses a deck’s open reports and keeps the deck public', async () => {
    const dismissed = await editorCall(t, 'POST', `/api/editor/reports/${second}/dismiss`, editor.cookie);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ deckId: second, status: 'ready', resolved: 2 });
    expect((await queue()).items.map((item) => item.deck.id)).toEqual([first]);
    expect((await t.app.inject({ url: `/api/decks/${second}` })).statusCode).toBe(200);

    // A later report opens it again, counting only what is new.
    await reportDeck(t, second, { reason: 'spam' });
    const again = (await queue()).items.find((item) => item.deck.id === second);
    expect(again?.openReports).toBe(1);
    expect(
      (await editorCall(t, 'POST', '/api/editor/reports/nosuchdeck/dismiss', editor.cookie)).statusCode,
    ).toBe(404);
  });
});
