import {
  type CommentList,
  type DeckComment,
  type DeckDetail,
  type ReportedCommentList,
  socialMessages,
} from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { editorCall } from '../../../test/reports.ts';
import { insertDeck } from '../../../test/search-fixtures.ts';

type Member = Awaited<ReturnType<typeof signedInUser>>;

describe('comment threads: replies one level deep, the uploader marked, reports to the editors', () => {
  let t: TestApp;
  let uploader: Member;
  let reader: Member;
  let deckId: string;
  let otherDeckId: string;

  const comment = (cookie: string, body: string, parentId?: string, deck = deckId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/decks/${deck}/comments`,
      headers: { cookie },
      payload: parentId ? { body, parentId } : { body },
    });
  const thread = async () => (await t.app.inject(`/api/decks/${deckId}/comments`)).json<CommentList>();
  const commentCount = async () =>
    (await t.app.inject(`/api/decks/${deckId}`)).json<DeckDetail>().commentCount;
  const report = (cookie: string | undefined, commentId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/decks/${deckId}/comments/${commentId}/reports`,
      headers: cookie ? { cookie } : {},
      payload: { reason: 'inappropriate', details: 'Rude' },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    uploader = await signedInUser(t, 'thread_uploader');
    reader = await signedInUser(t, 'thread_reader');
    deckId = await insertDeck(t, uploader.id, { title: 'Asthma management' });
    otherDeckId = await insertDeck(t, uploader.id, { title: 'COPD' });
  });
  afterAll(() => t.close());

  it('lists replies under their comment, oldest first, with the uploader marked', async () => {
    const question = (await comment(reader.cookie, 'Is slide 4 about GINA step 3?')).json<DeckComment>();
    expect(question).toMatchObject({ parentId: null, byUploader: false });
    const answer = await comment(uploader.cookie, 'Yes, step 3.', question.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json<DeckComment>()).toMatchObject({ parentId: question.id, byUploader: true });
    await comment(reader.cookie, 'Thanks!', question.id);
    await comment(uploader.cookie, 'New slides added.');

    const list = await thread();
    expect(list.total).toBe(2);
    expect(
      list.items.map((item) => [item.body, item.byUploader, item.replies.map((reply) => reply.body)]),
    ).toEqual([
      ['New slides added.', true, []],
      ['Is slide 4 about GINA step 3?', false, ['Yes, step 3.', 'Thanks!']],
    ]);
    expect(list.items[1]?.replies[0]).toMatchObject({
      parentId: question.id,
      byUploader: true,
      author: { username: 'thread_uploader' },
    });
    expect(await commentCount()).toBe(4);
  });

  it('refuses a reply to a reply, and to a comment of another deck', async () => {
    const [, question] = (await thread()).items;
    const reply = question?.replies[0];
    if (!question || !reply) throw new Error('no thread');
    const tooDeep = await comment(reader.cookie, 'And step 4?', reply.id);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().error.message).toBe(socialMessages.replyTooDeep);
    const elsewhere = await comment(reader.cookie, 'Wrong deck', question.id, otherDeckId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe(socialMessages.replyParentMissing);
    expect(await commentCount()).toBe(4);
  });

  it('takes the replies with a deleted comment', async () => {
    const parent = (await comment(reader.cookie, 'Typo on slide 2')).json<DeckComment>();
    await comment(uploader.cookie, 'Fixed', parent.id);
    expect(await commentCount()).toBe(6);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/decks/${deckId}/comments/${parent.id}`,
      headers: { cookie: reader.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await commentCount()).toBe(4);
    expect((await thread()).items.map((item) => item.body)).not.toContain('Typo on slide 2');
  });

  it('lets a member report a comment, which the editors then see, dismiss or remove', async () => {
    const editor = await editorUser(t, 'thread_editor');
    const [newest, question] = (await thread()).items;
    if (!newest || !question) throw new Error('no comments');

    expect((await report(undefined, question.id)).statusCode).toBe(401);
    expect((await report(reader.cookie, 'nosuchcomment')).statusCode).toBe(404);
    expect((await report(reader.cookie, question.id)).statusCode).toBe(201);
    expect((await report(uploader.cookie, newest.id)).statusCode).toBe(201);
    expect((await report(editor.cookie, question.id)).statusCode).toBe(201);

    expect((await editorCall(t, 'GET', '/api/editor/reports/comments', reader.cookie)).statusCode).toBe(403);
    const queue = (
      await editorCall(t, 'GET', '/api/editor/reports/comments', editor.cookie)
    ).json<ReportedCommentList>();
    expect(queue.total).toBe(2);
    expect(queue.items[0]).toMatchObject({
      comment: { id: question.id, body: question.body, author: { username: 'thread_reader' } },
      deck: { id: deckId, title: 'Asthma management', categorySlug: 'medicine' },
      openReports: 2,
      reports: [
        { reason: 'inappropriate', reporterUsername: 'thread_editor' },
        { reason: 'inappropriate', details: 'Rude', reporterUsername: 'thread_reader' },
      ],
    });

    const dismissed = await editorCall(
      t,
      'POST',
      `/api/editor/reports/comments/${newest.id}/dismiss`,
      editor.cookie,
    );
    expect(dismissed.json()).toEqual({ commentId: newest.id, action: 'dismissed', resolved: 1 });
    const removed = await editorCall(
      t,
      'POST',
      `/api/editor/reports/comments/${question.id}/remove`,
      editor.cookie,
    );
    expect(removed.json()).toEqual({ commentId: question.id, action: 'removed', resolved: 2 });
    expect(
      (await editorCall(t, 'POST', `/api/editor/reports/comments/${question.id}/remove`, editor.cookie))
        .statusCode,
    ).toBe(404);

    const after = (
      await editorCall(t, 'GET', '/api/editor/reports/comments', editor.cookie)
    ).json<ReportedCommentList>();
    expect(after.total).toBe(0);
    expect((await thread()).items.map((item) => item.body)).toEqual(['New slides added.']);
    // The question went with its two replies.
    expect(await commentCount()).toBe(1);
  });
});
