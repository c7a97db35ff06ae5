import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, openLink } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { linkIn, readOutbox } from '../../../test/outbox.ts';

describe('every verification link lands on the page that says the email is verified', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function landing(link: string) {
    const response = await openLink(t, link);
    expect(response.statusCode).toBe(302);
    return response.headers.location;
  }

  it('the link of the sign-up, of a refused sign-in and of "Send the link again" alike', async () => {
    const email = 'lands@example.com';
    const verified = `${t.config.publicUrl}/signup?verified=1`;
    await authPost(t, '/sign-up/email', { name: 'x', username: 'lands_here', email, password: 'secret1' });
    await authPost(t, '/sign-in/email', { email, password: 'secret1' });
    await authPost(t, '/send-verification-email', { email });
    const mails = (await readOutbox(t.config.dataDir)).filter((m) => m.to === email);
    expect(mails).toHaveLength(3);
    // A link works until the email is verified; after that it only redirects, so each is opened.
    for (const mail of mails) expect(await landing(linkIn(mail, '/verify-email'))).toBe(verified);
  });
});
