import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { linkIn, readOutbox } from './outbox.ts';

const mainScript = path.resolve(import.meta.dirname, '../src/main.ts');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const children = new Set<ChildProcess>();

/** Kills every server a test started and did not stop (a failed test must not leave one running). */
export function killServerProcesses() {
  for (const child of children) child.kill('SIGKILL');
}

/** The real server in a child process (tsx), for tests that must kill it like a crash would. */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Ready when health answers; a process that exits first failed to start.
  const exited = once(child, 'exit').then(() => {
    throw new Error(`server exited before it was ready:\n${stderr}`);
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([ready, exited]);
  return { process: child, url };
}

/** Reads Server-Sent Events from a stream until `until` returns true for one. */
export async function readEvents(
  url: string,
  cookie: string,
  until: (event: string, data: string) => boolean,
): Promise<void> {
  const response = await fetch(url, { headers: { cookie } });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no event stream');
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error('the event stream ended');
    buffered += decoder.decode(value, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message';
      const data = block.match(/^data: (.*)$/m)?.[1] ?? '';
      if (until(event, data)) {
        await reader.cancel();
        return;
      }
      end = buffered.indexOf('\n\n');
    }
  }
}

/** Signs a new member up through a running server (its outbox under `dataDir`): a session cookie. */
export async function memberThroughProcess(url: string, dataDir: string, username: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `${username}@example.com`;
  await post('/api/auth/sign-up/email', { name: username, username, email, password: 'secret1' });
  const mail = (await readOutbox(dataDir)).find((message) => message.to === email);
  await fetch(linkIn(mail, '/verify-email').replace(/^https?:\/\/[^/]+/, url), { redirect: 'manual' });
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'secret1' });
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
