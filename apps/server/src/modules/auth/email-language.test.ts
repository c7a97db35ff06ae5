import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { readOutbox } from '../../../test/outbox.ts';
import { english } from '../../mail/texts/en.ts';
import { hindi } from '../../mail/texts/hi.ts';

describe('account emails in the member’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const chooseLanguage = (cookie: string, language: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { cookie, origin: t.config.publicUrl },
      payload: { language },
    });
  const requestReset = (email: string, cookie?: string) =>
    authPost(
      t,
      '/request-password-reset',
      { email, redirectTo: `${t.config.publicUrl}/reset-password` },
      cookie,
    );
  const lastMailTo = async (email: string) =>
    (await readOutbox(t.config.dataDir)).find((m) => m.to === email);

  it('sends a Hindi member’s reset email in Hindi', async () => {
    const member = await signedInUser(t, 'hindi_reader');
    expect((await chooseLanguage(member.cookie, 'hi')).statusCode).toBe(200);
    expect((await requestReset(member.email)).statusCode).toBe(200);

    const mail = await lastMailTo(member.email);
    expect(mail?.subject).toBe(hindi.resetPassword.subject);
    expect(mail?.text).toContain(hindi.resetPassword.body);
    expect(mail?.text).toContain(`${hindi.resetPassword.action}: http`);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain(hindi.linkFallback);
  });

  it('sends an English member’s reset email in English, whatever the asking browser shows', async () => {
    const member = await signedInUser(t, 'english_reader');
    await chooseLanguage(member.cookie, 'en');
    await requestReset(member.email, 'medshelf-lang=hi');

    const mail = await lastMailTo(member.email);
    expect(mail?.subject).toBe(english.resetPassword.subject);
    expect(mail?.text).toContain(english.resetPassword.footnote);
    expect(mail?.html).toContain('<html lang="en">');
  });

  it('writes the sign-up email in the language of the browser that signed up', async () => {
    const signUp = (username: string, cookie?: string) =>
      authPost(
        t,
        '/sign-up/email',
        { name: username, username, email: `${username}@example.com`, password: 'secret1' },
        cookie,
      );
    await signUp('naya_sadasya', 'medshelf-lang=hi');
    await signUp('new_member');

    expect((await lastMailTo('naya_sadasya@example.com'))?.subject).toBe(hindi.verification.subject);
    expect((await lastMailTo('new_member@example.com'))?.subject).toBe(english.verification.subject);
  });

  it('asks a member who never chose a language in the language of the browser asking', async () => {
    const member = await signedInUser(t, 'undecided');
    await requestReset(member.email, 'medshelf-lang=hi');
    expect((await lastMailTo(member.email))?.subject).toBe(hindi.resetPassword.subject);
  });
});
