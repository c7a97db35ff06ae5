import type { Feed, FeedKind } from '@medshelf/shared';
import { randomId } from '../../src/lib/random-id.ts';
import { setAccountRole } from '../../src/modules/auth/account-admin.ts';
import { insertFeed } from '../../src/modules/feeds/repository.ts';
import { signedInUser } from '../accounts.ts';
import type { TestApp } from '../build.ts';

/** A signed-in user with the editor role (as `npm run admin -- grant-editor` would give). */
export async function signedInEditor(t: TestApp, username: string) {
  const user = await signedInUser(t, username);
  await setAccountRole(t.app.db, user.email, 'editor');
  return user;
}

/**
 * A feed row straight in the database, not due for hours: no job and no sweep touches it, so a
 * test fetches it exactly when it says so.
 */
export async function addFeedRow(
  t: TestApp,
  url: string,
  options: { kind?: FeedKind; sourceName?: string; subject?: string | null } = {},
) {
  const sourceName = options.sourceName ?? `Source ${randomId(4)}`;
  const feed = await insertFeed(t.app.db, {
    id: randomId(),
    url,
    kind: options.kind ?? 'article',
    sourceName,
    sourceSlug: sourceName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    subjectSlug: options.subject ?? null,
    nextFetchAt: new Date(Date.now() + 6 * 60 * 60 * 1000),
  });
  if (!feed) throw new Error(`a feed for ${url} already exists`);
  return feed;
}

/** Asks for a fetch now, as an editor, and answers with the feed afterwards. */
export async function fetchNow(t: TestApp, cookie: string, feedId: string): Promise<Feed> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/editor/feeds/${feedId}/fetch`,
    headers: { origin: t.config.publicUrl, cookie },
  });
  if (response.statusCode !== 200) throw new Error(`fetch answered ${response.statusCode}: ${response.body}`);
  return response.json<Feed>();
}

/** Polls until the check passes (jobs run in the background), or fails after the timeout. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
