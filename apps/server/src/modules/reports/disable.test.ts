import { type ReportedDeckList, reportMessages } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { editorUser } from '../../../test/library/editor.ts';
import { editorCall, reportDeck } from '../../../test/reports.ts';
import { insertDeck } from '../../../test/search-fixtures.ts';

describe('editors disabling an uploader', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof editorUser>>;
  let otherEditor: Awaited<ReturnType<typeof editorUser>>;
  let uploader: Awaited<ReturnType<typeof signedInUser>>;
  const disable = (userId: string, cookie = editor.cookie) =>
    editorCall(t, 'POST', `/api/editor/users/${userId}/disable`, cookie);

  beforeAll(async () => {
    t = await buildTestApp();
    editor = await editorUser(t, 'disableeditor');
    otherEditor = await editorUser(t, 'othereditor');
    uploader = await signedInUser(t, 'badup');
  });
  afterAll(() => t.close());

  it('ends the uploader’s sessions, and their sign-in says the account is disabled', async () => {
    const deckId = await insertDeck(t, uploader.id, { title: 'Pirated atlas' });
    await reportDeck(t, deckId, { reason: 'copyright' });
    expect(
      (await t.app.inject({ url: '/api/decks/mine', headers: { cookie: uploader.cookie } })).statusCode,
    ).toBe(200);

    const response = await disable(uploader.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: uploader.id, disabled: true });

    expect(
      (await t.app.inject({ url: '/api/decks/mine', headers: { cookie: uploader.cookie } })).statusCode,
    ).toBe(401);
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: uploader.cookie },
    });
    expect(session.json()).toBeNull();
    const signIn = await authPost(t, '/sign-in/email', {
      email: uploader.email,
      password: uploader.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ message: 'Your account has been disabled' });

    // The queue shows the owner as disabled, so the screen stops offering it.
    const queue = (await editorCall(t, 'GET', '/api/editor/reports', editor.cookie)).json<ReportedDeckList>();
    expect(queue.items[0]?.deck.owner).toMatchObject({ id: uploader.id, disabled: true });
    // Again is harmless.
    expect((await disable(uploader.id)).statusCode).toBe(200);
  });

  it('refuses to disable the editor themself or another editor', async () => {
    const self = await disable(editor.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: { code: 'conflict', message: reportMessages.cannotDisableSelf } });
    const other = await disable(otherEditor.id);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: { code: 'conflict', message: reportMessages.cannotDisableEditor },
    });
    expect(
      (await t.app.inject({ url: '/api/decks/mine', headers: { cookie: otherEditor.cookie } })).statusCode,
    ).toBe(200);
    expect((await disable('nosuchuser')).statusCode).toBe(404);
  });
});
