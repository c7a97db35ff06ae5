import type { Feed } from '@medshelf/shared';
import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { editorAccount, hindiEditorAccount } from '../support/editor-account.ts';
import {
  type FeedFixture,
  type FixtureItem,
  feedFixturePort,
  rssDocument,
  startFeedFixture,
} from '../support/feed-fixture.ts';
import { test as base, expect } from '../support/fixtures.ts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

interface WorkerFixtures {
  feedFixture: FeedFixture;
  /** The editor's session, signed in once per worker: sign-ins are limited per email (10 in 15 minutes). */
  editorState: StorageState;
  /** The session of the editor whose account keeps Hindi (editor-account.ts). */
  hindiEditorState: StorageState;
}

interface TestFixtures {
  /** An API client signed in as the editor, apart from the page (which stays as it is). */
  editorRequest: APIRequestContext;
}

async function signedInState(
  playwright: PlaywrightWorkerArgs['playwright'],
  account: { email: string; password: string },
): Promise<StorageState> {
  const request = await playwright.request.newContext({ baseURL });
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const state = await request.storageState();
  await request.dispose();
  return state;
}

/**
 * Tests with a feed server of their own (one per worker, on a port serve.ts allows in
 * FEEDS_ALLOW_HOSTS; each test publishes under paths of its own) and the e2e editor's session.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  feedFixture: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it has none.
    async ({}, use, workerInfo) => {
      const port = feedFixturePort(Number(process.env.E2E_PORT ?? 3100), workerInfo.parallelIndex);
      const fixture = await startFeedFixture(port);
      await use(fixture);
      await fixture.close();
    },
    { scope: 'worker' },
  ],
  editorState: [
    async ({ playwright }, use) => use(await signedInState(playwright, editorAccount)),
    { scope: 'worker' },
  ],
  hindiEditorState: [
    async ({ playwright }, use) => use(await signedInState(playwright, hindiEditorAccount)),
    { scope: 'worker' },
  ],
  editorRequest: async ({ playwright, editorState }, use) => {
    const request = await playwright.request.newContext({ baseURL, storageState: editorState });
    await use(request);
    await request.dispose();
  },
});

export { expect };

/** A short id unique to this test and project, for names and paths no other test uses. */
export function runId(testInfo: TestInfo): string {
  return `${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}${testInfo.parallelIndex}`;
}

/** Signs the page in as the e2e editor (its API calls through `page.request` too). */
export async function signInAsEditor(page: Page, state: StorageState) {
  await page.context().addCookies(state.cookies);
}

/**
 * Closes the toasts on screen before an accessibility check: sonner's green "rich" success
 * toast (root-layout.tsx) is a known contrast problem of the shell, reported, not this screen's.
 */
export async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close toast' });
  // One at a time: the toasts below move up when one closes, and one may leave by itself.
  for (let tries = 0; tries < 10 && (await close.count()) > 0; tries += 1) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** `count` items, the newest first, one day apart, each with a summary that has some markup. */
export function studyItems(prefix: string, count: number, image?: string): FixtureItem[] {
  return Array.from({ length: count }, (_, index) => ({
    guid: `${prefix}-${index + 1}`,
    title: `${prefix} study ${index + 1} on heart failure`,
    author: `Dr Author ${String.fromCharCode(65 + (index % 26))}`,
    daysAgo: index + 1,
    summaryHtml: `<p>Findings of <strong>trial ${index + 1}</strong> in ${prefix}.</p><script>alert(1)</script>`,
    ...(image ? { image } : {}),
  }));
}

/** Publishes a feed on the fixture and returns its URL. */
export function publishFeed(fixture: FeedFixture, id: string, source: string, items: FixtureItem[]): string {
  const path = `/feeds/${id}.rss`;
  fixture.publish(path, rssDocument(source, items));
  return fixture.url(path);
}

/** Registers and fetches a feed through the editor API, as the signed-in editor of `request`. */
export async function addFetchedFeed(
  request: APIRequestContext,
  baseURL: string | undefined,
  input: { url: string; kind: 'article' | 'news'; sourceName: string; subject?: string | null },
): Promise<Feed> {
  const headers = { origin: baseURL ?? '' };
  const created = await request.post('/api/editor/feeds', { headers, data: input });
  expect(created.status(), await created.text()).toBe(201);
  const feed = (await created.json()) as Feed;
  const fetched = await request.post(`/api/editor/feeds/${feed.id}/fetch`, { headers });
  expect(fetched.ok(), await fetched.text()).toBe(true);
  const result = (await fetched.json()) as Feed;
  expect(result.lastError).toBeNull();
  return result;
}

/** The editor's avatar menu, opened. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  return page.getByRole('menu');
}
