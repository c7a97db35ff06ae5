/**
 * Starts the built server for the e2e run on a fresh data directory and, when DATABASE_URL
 * names a PostgreSQL server, on a fresh database there, so every run starts from nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from '../../apps/server/test/fresh-database.ts';
import { seedEditorAccount } from './editor-account.ts';
import { feedFixtureHosts } from './feed-fixture.ts';
import { startOAuthPeer } from './oauth-peer.ts';
import { startSmtpPeer } from './smtp-peer.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: await mkdtemp(path.join(tmpdir(), 'medshelf-e2e-')),
  LOG_LEVEL: 'warn',
  // Tests make the content they need; the demo content would compete with them for the CPU.
  DEMO_CONTENT: '0',
  // A view shows in the uploader's statistics within seconds, not the default five minutes.
  STATISTICS_ROLLUP_SECONDS: '2',
  // The weekly digest looks for members due one every few seconds, not every hour.
  DIGEST_CHECK_SECONDS: '3',
  // Searches show in popular searches within seconds, not the default hour.
  SEARCH_ROLLUP_SECONDS: '2',
  // Loopback's forwarded address is believed, so a spec can search as several visitors (popular
  // searches count a query only when several addresses searched it); browsers send none.
  TRUST_PROXY: 'loopback',
};

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const database = await createFreshDatabase(serverUrl, 'medshelf_e2e');
  env.DATABASE_URL = database.url;
  console.info(`e2e on PostgreSQL database ${database.name}`);
}

const mailDir = process.env.E2E_MAIL_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
if (mailDir && smtpPort) {
  await startSmtpPeer(smtpPort, mailDir);
  env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
}

const oauthPort = Number(process.env.E2E_OAUTH_PORT);
if (oauthPort) {
  await startOAuthPeer(oauthPort);
  const peer = `http://127.0.0.1:${oauthPort}`;
  Object.assign(env, {
    GOOGLE_CLIENT_ID: 'medshelf-e2e-google',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    GOOGLE_DISCOVERY_URL: `${peer}/.well-known/openid-configuration`,
    FACEBOOK_CLIENT_ID: 'medshelf-e2e-facebook',
    FACEBOOK_CLIENT_SECRET: 'e2e-facebook-secret',
    FACEBOOK_OAUTH_URL: `${peer}/authorize`,
    FACEBOOK_TOKEN_URL: `${peer}/token`,
    FACEBOOK_USERINFO_URL: `${peer}/userinfo`,
  });
}

// The tests' RSS fixtures (feed-fixture.ts) are on loopback, which feeds may not reach otherwise.
const port = Number(process.env.PORT ?? 3100);
env.FEEDS_ALLOW_HOSTS = feedFixtureHosts(port).join(',');

// The editor exists before the tests' server starts: see editor-account.ts for how, and why.
if (mailDir) await seedEditorAccount({ root, env, port: port + 31, mailDir });

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
