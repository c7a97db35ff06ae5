import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/find-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// Mail the app sends reaches a real SMTP server started beside it; tests read it from here.
// Set once in the runner, inherited by the web server and the workers.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'medshelf-e2e-mail-'));
process.env.E2E_SMTP_PORT ??= String(port + 25);
// Google and Facebook are played by a local OAuth server (support/oauth-peer.ts).
process.env.E2E_OAUTH_PORT ??= String(port + 26);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Each new context would install the service worker and precache the whole app (some 120
    // files): a fifth of the suite's time. The offline specs allow it; the rest test pages.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  // E2E_GREP_INVERT=@presentation leaves out what only the browser draws (colours, the interface's
  // language, a chunk's retry): CI's PostgreSQL pass, after they ran on the embedded database.
  grepInvert: process.env.E2E_GREP_INVERT ? new RegExp(process.env.E2E_GREP_INVERT) : undefined,
  // E2E_PROJECT=desktop runs one project (CI's PostgreSQL pass: the viewport changes nothing the
  // database does, and the 360 px pass already ran on the embedded one).
  projects: [
    // Every flow runs on desktop; at 360 px run *.mobile.spec.ts and the tests tagged @mobile,
    // chosen where the phone layout changes what is tested (lists, viewers, forms, offline).
    // Repeating every flow at both sizes doubled the suite's time for little more coverage.
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile-360',
      testIgnore: /\.desktop\.spec\.ts$/,
      grep: /\.mobile\.spec\.ts|@mobile/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ].filter((project) => !process.env.E2E_PROJECT || project.name === process.env.E2E_PROJECT),
  webServer: {
    command: 'npx tsx support/serve.ts',
    env: { PORT: String(port), PUBLIC_URL: baseURL },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
