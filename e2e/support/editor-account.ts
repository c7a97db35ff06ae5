/**
 * The e2e run's editor. The editor role is granted by a command, never through the site
 * (PRODUCT.md "Roles"), so serve.ts makes this account before the server the tests use starts:
 * it signs up on a short-lived server of its own (the real sign-up and verification email),
 * stops it, runs `npm run admin -- grant-editor` against the same DATA_DIR/DATABASE_URL (PGlite
 * is one process at a time), and only then starts the server for the tests.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReceivedMail } from './smtp-peer.ts';

interface EditorAccount {
  username: string;
  email: string;
  password: string;
  /** The language kept on the account; none (the first browser's) when absent. */
  language?: 'hi';
}

export const editorAccount: EditorAccount = {
  username: 'e2eeditor',
  email: 'e2e-editor@example.com',
  password: 'editor-pass-1',
};

/**
 * An editor whose account keeps Hindi. At sign-in the account's language wins over the
 * browser's (decision 0028), so the English editor tests and a Hindi one, running side by
 * side, cannot share one account.
 */
export const hindiEditorAccount: EditorAccount = {
  username: 'e2eeditorhi',
  email: 'e2e-editor-hi@example.com',
  password: 'editor-pass-1',
  language: 'hi',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`editor seed: timed out waiting for ${what}`);
    await sleep(200);
  }
}

async function verificationLink(mailDir: string, email: string): Promise<string> {
  return poll('the verification email', async () => {
    for (const name of (await readdir(mailDir)).filter((file) => file.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(path.join(mailDir, name), 'utf8')) as ReceivedMail;
      const link = mail.to === email ? mail.text.match(/https?:\/\/\S*verify-email\S*/)?.[0] : undefined;
      if (link) return link;
    }
    return undefined;
  });
}

function exited(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function expectOk(response: Response, step: string) {
  if (!response.ok)
    throw new Error(`editor seed: ${step} answered ${response.status}: ${await response.text()}`);
}

interface SeedOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  /** A free port for the short-lived server (not the one the tests' health check watches). */
  port: number;
  mailDir: string;
}

/** Creates the verified editor accounts with a preference (and language), then grants them the editor role. */
export async function seedEditorAccount({ root, env, port, mailDir }: SeedOptions): Promise<void> {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...env, PORT: String(port), PUBLIC_URL: origin },
    stdio: 'inherit',
  });
  const stopped = exited(server);
  try {
    await poll('the seed server', async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined));
    for (const account of [editorAccount, hindiEditorAccount]) await createAccount(origin, mailDir, account);
  } finally {
    server.kill('SIGTERM');
    await stopped;
  }
  for (const { email } of [editorAccount, hindiEditorAccount]) {
    const admin = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/src/cli/admin.ts'), 'grant-editor', email],
      { env, cwd: root, stdio: 'inherit' },
    );
    const code = await exited(admin);
    if (code !== 0) throw new Error(`editor seed: grant-editor exited with ${code}`);
  }
}

async function createAccount(origin: string, mailDir: string, account: EditorAccount): Promise<void> {
  const json = { 'content-type': 'application/json', origin };
  const { username, email, password } = account;
  await expectOk(
    await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: username, username, email, password }),
    }),
    'sign-up',
  );
  const link = new URL(await verificationLink(mailDir, email));
  const verified = await fetch(`${origin}${link.pathname}${link.search}`, { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`editor seed: verification answered ${verified.status}`);
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  await expectOk(signIn, 'sign-in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  // With a faculty chosen, the site never sends the editor to /register first.
  await expectOk(
    await fetch(`${origin}/api/account/preference`, {
      method: 'PUT',
      headers: { ...json, cookie },
      body: JSON.stringify({ faculty: 'mbbs' }),
    }),
    'preference',
  );
  if (account.language) {
    await expectOk(
      await fetch(`${origin}/api/account/language`, {
        method: 'PUT',
        headers: { ...json, cookie },
        body: JSON.stringify({ language: account.language }),
      }),
      'language',
    );
  }
}
