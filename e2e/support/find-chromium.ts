import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

function playwrightCacheChromium(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  return readdirSync(cache)
    .filter((name) => name.startsWith('chromium'))
    .sort()
    .reverse()
    .flatMap((name) => [
      path.join(cache, name, 'chrome-linux64', 'chrome'),
      path.join(cache, name, 'chrome-linux', 'chrome'),
      path.join(cache, name, 'chrome-linux', 'headless_shell'),
    ])
    .find((candidate) => existsSync(candidate));
}

function candidates(): (string | undefined)[] {
  return [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    playwrightCacheChromium(),
  ];
}

/**
 * The Chromium the tests drive: CHROMIUM_PATH, the system's, or Playwright's cache. Where none
 * exists and this is Debian as root, installs Debian's package and says so; otherwise explains.
 */
export function findChromium(): string {
  const found = candidates().find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    throw new Error(
      'No Chromium found. Install one (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to its executable.',
    );
  }
  console.info('No Chromium found: installing Debian’s chromium package (apt-get install -y chromium)…');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('apt-get finished but /usr/bin/chromium is still missing.');
  return '/usr/bin/chromium';
}

/** Flags for a headless Chromium on a machine with a closed network (ARCHITECTURE.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
