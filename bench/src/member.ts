/** A member of a built site the bench started: signed up, verified through the outbox, signed in. */
import path from 'node:path';
import { createOutboxMailer } from '../../apps/server/src/mail/outbox-mailer.ts';

export interface Member {
  origin: string;
  dataDir: string;
  /** `name=value` of the session cookie. */
  cookie: string;
}

export async function signedInMember(origin: string, dataDir: string, username: string): Promise<Member> {
  const post = (url: string, body: object) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `${username}@example.com`;
  const password = 'secret1';
  const signUp = await post('/api/auth/sign-up/email', { name: 'Bench', username, email, password });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const mails = await createOutboxMailer(path.join(dataDir, 'outbox'), 'bench').list();
  const link = mails
    .filter((mail) => mail.to.includes(email))
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .find((url) => url.includes('/verify-email'));
  if (!link) throw new Error(`no verification link for ${email} in the outbox`);
  await fetch(link.replace(/^https?:\/\/[^/]+/, origin), { redirect: 'manual' });
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!signIn.ok || !cookie) throw new Error(`sign-in answered ${signIn.status} without a session`);
  return { origin, dataDir, cookie };
}
