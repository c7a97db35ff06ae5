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

export const editorAccount = {
  username: 'e2eeditor',
  email: 'e2e-editor@example.com',
  password: 'editor-pass-1',
} as const;

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

/** Creates the verified editor account with a preference, then grants it the editor role. */
export async function seedEditorAccount({ root, env, port, mailDir }: SeedOptions): Promise<void> {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...env, PORT: String(port), PUBLIC_URL: origin },
    stdio: 'inherit',
  });
  const stopped = exited(server);
  try {
    await poll('the seed server', async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined));
    const json = { 'content-type': 'application/json', origin };
    const { username, email, password } = editorAccount;
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
  } finally {
    server.kill('SIGTERM');
    await stopped;
  }
  const admin = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/cli/admin.ts'), 'grant-editor', editorAccount.email],
    { env, cwd: root, stdio: 'inherit' },
  );
  const code = await exited(admin);
  if (code !== 0) throw new Error(`editor seed: grant-editor exited with ${code}`);
}
