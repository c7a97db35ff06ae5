import type { TestApp } from './build.ts';
import { linkIn, readOutbox } from './outbox.ts';

/** Calls an auth endpoint the way the web app does: JSON, from the site's own origin. */
export function authPost(t: TestApp, path: string, payload: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** Opens a link from an email through the app (the link's path and query only). */
export function openLink(t: TestApp, link: string) {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/** A signed-up user whose email is verified. */
export async function verifiedUser(t: TestApp, username: string, password = 'secret1') {
  const email = `${username.toLowerCase()}@example.com`;
  await authPost(t, '/sign-up/email', { name: username, username, email, password });
  const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === email);
  await openLink(t, linkIn(mail, '/verify-email'));
  return { email, password, username };
}

/** A verified user, signed in: their id and a Cookie header for requests. */
export async function signedInUser(t: TestApp, username: string) {
  const user = await verifiedUser(t, username);
  const response = await authPost(t, '/sign-in/email', { email: user.email, password: user.password });
  return { ...user, id: response.json<{ user: { id: string } }>().user.id, cookie: sessionCookie(response) };
}
