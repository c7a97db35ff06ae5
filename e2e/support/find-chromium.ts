import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { installDebianPackages } from './debian-packages.ts';

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
 * The Chromium the tests drive: CHROMIUM_PATH, the system's, or Playwright's cache; Debian's
 * package where none exists (installDebianPackages).
 */
export function findChromium(): string {
  const found = candidates().find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  installDebianPackages(
    ['chromium'],
    'No Chromium found (CHROMIUM_PATH, the system’s or Playwright’s cache), or set CHROMIUM_PATH to one',
  );
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
