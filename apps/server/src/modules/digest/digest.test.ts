import { socialMessages } from '@medshelf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openLink, signedInUser } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { linkIn, readOutbox } from '../../../test/outbox.ts';
import { insertDeck } from '../../../test/search-fixtures.ts';
import { hindi } from '../../mail/texts/hi.ts';

type Member = Awaited<ReturnType<typeof signedInUser>>;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

describe('the weekly digest email', () => {
  let t: TestApp;
  let reader: Member;
  let quiet: Member;
  let ravi: Member;

  const runDigest = async () => {
    const id = await t.app.jobs.send('digest.send', {});
    await vi.waitFor(async () => expect(await t.app.jobs.state('digest.send', id)).toBe('completed'), {
      timeout: 15_000,
      interval: 100,
    });
  };
  const digestsTo = async (member: Member) =>
    (await readOutbox(t.config.dataDir)).filter(
      (mail) => mail.to === member.email && mail.subject.startsWith('New on MedShelf'),
    );
  const setting = async (member: Member) =>
    (await t.app.inject({ url: '/api/profile/digest', headers: { cookie: member.cookie } })).json();

  beforeAll(async () => {
    t = await buildTestApp();
    reader = await signedInUser(t, 'digest_reader');
    quiet = await signedInUser(t, 'digest_quiet');
    ravi = await signedInUser(t, 'digest_ravi');
    for (const member of [reader, quiet]) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/people/digest_ravi/follow',
        headers: { cookie: member.cookie },
      });
    }
  });
  afterAll(() => t.close());

  it('is on until the member turns it off in their details', async () => {
    expect(await setting(reader)).toEqual({ enabled: true });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/digest',
      headers: { cookie: quiet.cookie },
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    expect(await setting(quiet)).toEqual({ enabled: false });
    expect((await t.app.inject('/api/profile/digest')).statusCode).toBe(401);
  });

  it('lists the new decks of followed members, once, however many runs there are', async () => {
    await insertDeck(t, ravi.id, { title: 'Heart sounds', createdAt: daysAgo(2) });
    await insertDeck(t, ravi.id, {
      title: 'Unfinished murmurs',
      status: 'processing',
      createdAt: daysAgo(1),
    });
    await Promise.all([runDigest(), runDigest()]);
    await runDigest();

    const [mail, ...more] = await digestsTo(reader);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(socialMessages.digestSubject(1));
    expect(mail?.text).toContain('Heart sounds (digest_ravi)');
    expect(mail?.text).not.toContain('Unfinished');
    expect(mail?.html).toMatch(/href="http[^"]+\/slidedetails\/\w+\/medicine\/cardiology"/);
    const unsubscribe = linkIn(mail, '/api/digest/unsubscribe');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Turned off: nothing, though Ravi is followed.
    expect(await digestsTo(quiet)).toEqual([]);
    // Ravi follows nobody.
    expect(await digestsTo(ravi)).toEqual([]);
  });

  it('sends the next one a week later, with only what is new since', async () => {
    // A week passes: the last digest and the deck it listed move eight days back.
    await t.app.db.execute(
      sql`update digest_settings set last_sent_at = ${daysAgo(8).toISOString()} where user_id = ${reader.id}`,
    );
    await t.app.db.execute(
      sql`update decks set created_at = ${daysAgo(10).toISOString()} where title = 'Heart sounds'`,
    );
    await insertDeck(t, ravi.id, { title: 'Valve disease', createdAt: daysAgo(1) });
    await runDigest();
    const [latest, first] = await digestsTo(reader);
    expect(first).toBeDefined();
    expect(latest?.text).toContain('Valve disease');
    expect(latest?.text).not.toContain('Heart sounds');
  });

  it('unsubscribes with one click on the link, without signing in', async () => {
    const [mail] = await digestsTo(reader);
    const link = linkIn(mail, '/api/digest/unsubscribe');
    const page = await openLink(t, link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(socialMessages.unsubscribedTitle);
    expect(await setting(reader)).toEqual({ enabled: false });

    await t.app.db.execute(sql`update digest_settings set last_sent_at = null where user_id = ${reader.id}`);
    await runDigest();
    expect(await digestsTo(reader)).toHaveLength(2);
  });

  it('takes a mail client’s one-click POST from anywhere (RFC 8058), and refuses a forged token', async () => {
    const link = new URL(linkIn((await digestsTo(reader))[0], '/api/digest/unsubscribe'));
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/digest',
      headers: { cookie: reader.cookie },
      payload: { enabled: true },
    });
    const oneClick = await t.injectAsIs({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await setting(reader)).toEqual({ enabled: false });

    const forged = `${reader.id}.${'A'.repeat(22)}`;
    const refused = await t.app.inject(`/api/digest/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(socialMessages.unsubscribeInvalid);
    const otherMember = link.search.replace(encodeURIComponent(reader.id), encodeURIComponent(ravi.id));
    expect((await t.injectAsIs({ method: 'POST', url: `${link.pathname}${otherMember}` })).statusCode).toBe(
      400,
    );
  });

  it('is written in the language the member chose', async () => {
    const asha = await signedInUser(t, 'digest_asha');
    const headers = { cookie: asha.cookie, origin: t.config.publicUrl };
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { language: 'hi' } });
    await t.app.inject({ method: 'PUT', url: '/api/people/digest_ravi/follow', headers });
    await insertDeck(t, ravi.id, { title: 'Murmurs in Hindi', createdAt: daysAgo(1) });
    await runDigest();

    const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === asha.email);
    // Valve disease, from the test before, is new to her too.
    expect(mail?.subject).toBe(hindi.digest.subject(2));
    expect(mail?.text).toContain(hindi.digest.intro);
    expect(mail?.text).toContain('Murmurs in Hindi (digest_ravi)');
    expect(mail?.html).toContain('<html lang="hi">');
  });
});
