import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { setAccountRole } from '../../apps/server/src/modules/auth/account-admin.ts';
import { findConverter } from '../../apps/server/src/modules/slides/processing/convert-presentation.ts';
import { createFreshDatabase } from '../../apps/server/test/fresh-database.ts';
import { linkIn, readOutbox } from '../../apps/server/test/outbox.ts';

/** A signed-in account: its Cookie header. */
export interface Session {
  cookie: string;
}

export interface Site {
  url: string;
  /** LibreOffice is there: presentations can be converted. */
  converts: boolean;
  member: Session;
  editor: Session;
  /** A call the way the web app makes it: from the site's own origin, with a session. */
  call(session: Session | null, route: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (PGlite, or a new database on DATABASE_URL's server),
 * listening on loopback: every check goes over HTTP as a browser's calls would. The editor
 * role is given with the function `npm run admin -- grant-editor` runs (never through the site).
 */
export async function startSite(options: { feedHosts: string[] }): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-corpus-'));
  const server = process.env.DATABASE_URL;
  const database = server ? await createFreshDatabase(server, 'medshelf_corpus') : null;
  const config: Config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      DEMO_CONTENT: '0',
      LOG_LEVEL: 'silent',
      FEEDS_ALLOW_HOSTS: options.feedHosts.join(','),
      // Every core renders: the thread that answers HTTP has little to do here but wait.
      PROCESSING_CONCURRENCY: String(availableParallelism()),
    },
    null,
  );
  const app = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = address.replace('localhost', '127.0.0.1');
  const origin = config.publicUrl;

  const call: Site['call'] = (session, route, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (session) headers.set('cookie', session.cookie);
    return fetch(`${url}${route}`, { ...init, headers });
  };
  const signUp = async (username: string): Promise<Session & { email: string }> => {
    const email = `${username}@example.com`;
    const json = { 'content-type': 'application/json' };
    const body = (value: object) => ({ method: 'POST', headers: json, body: JSON.stringify(value) });
    await call(
      null,
      '/api/auth/sign-up/email',
      body({ name: username, username, email, password: 'secret1' }),
    );
    const mail = (await readOutbox(dataDir)).find((message) => message.to === email);
    const link = new URL(linkIn(mail, '/verify-email'));
    await call(null, `${link.pathname}${link.search}`, { redirect: 'manual' });
    const signIn = await call(null, '/api/auth/sign-in/email', body({ email, password: 'secret1' }));
    if (!signIn.ok) throw new Error(`sign-in of ${username} answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    return { email, cookie };
  };

  const member = await signUp('corpusmember');
  const editor = await signUp('corpuseditor');
  await setAccountRole(app.db, editor.email, 'editor');
  return {
    url,
    converts: (await findConverter(config.converter)) !== null,
    member,
    editor,
    call,
    async close() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
