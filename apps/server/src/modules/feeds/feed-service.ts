import {
  type Feed,
  type feedInputSchema,
  type feedPatchSchema,
  seedTaxonomy,
  slugify,
} from '@medshelf/shared';
import type { z } from 'zod';
import { conflict, notFound, validationFailed } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { FeedsContext } from './context.ts';
import { fetchFeedNow, queueFetch, schedule } from './fetch-service.ts';
import { toFeed } from './presenters.ts';
import {
  deleteFeedRow,
  type FeedRow,
  findFeed,
  findFeedByUrl,
  insertFeed,
  listFeeds,
  type NewFeedRow,
  retagItems,
  updateFeedRow,
  withItemCounts,
} from './repository.ts';

const duplicateUrl = () => conflict('A feed with this URL is already registered.');
export const feedNotFound = () => notFound('This feed does not exist.');

/** The one spelling of a URL we store, so the same feed typed twice is caught as a duplicate. */
function normaliseUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/** Subjects are the fixed taxonomy; an unknown slug is the editor's typo, answered as such. */
function checkSubject(subject: string | null | undefined) {
  if (subject === null || subject === undefined) return;
  if (!seedTaxonomy().subjects.some((known) => known.slug === subject)) {
    throw validationFailed([{ path: 'subject', message: 'Choose one of the subjects of the site' }]);
  }
}

async function present(ctx: FeedsContext, row: FeedRow): Promise<Feed> {
  const [withCount] = await withItemCounts(ctx.db, [row]);
  if (!withCount) throw new Error(`feed ${row.id} vanished while being read`);
  return toFeed(withCount);
}

export async function listEditorFeeds(ctx: FeedsContext): Promise<Feed[]> {
  return (await listFeeds(ctx.db)).map(toFeed);
}

export async function getEditorFeed(ctx: FeedsContext, id: string): Promise<Feed> {
  const feed = await findFeed(ctx.db, id);
  if (!feed) throw feedNotFound();
  return present(ctx, feed);
}

/** Registers a feed and queues its first fetch at once. */
export async function createFeed(
  ctx: FeedsContext,
  editor: SessionUser | null,
  input: z.output<typeof feedInputSchema>,
): Promise<Feed> {
  checkSubject(input.subject);
  const feed = await insertFeed(ctx.db, {
    id: randomId(),
    url: normaliseUrl(input.url),
    kind: input.kind,
    sourceName: input.sourceName,
    sourceSlug: slugify(input.sourceName),
    subjectSlug: input.subject,
    addedBy: editor?.id ?? null,
    // The job queued below fetches it now; the sweep would only fetch it twice.
    nextFetchAt: new Date(ctx.now().getTime() + schedule.lease),
  });
  if (!feed) throw duplicateUrl();
  await queueFetch(ctx, feed.id);
  return present(ctx, feed);
}

export async function updateFeed(
  ctx: FeedsContext,
  id: string,
  patch: z.output<typeof feedPatchSchema>,
): Promise<Feed> {
  const feed = await findFeed(ctx.db, id);
  if (!feed) throw feedNotFound();
  checkSubject(patch.subject);
  const changes: Partial<NewFeedRow> = {};
  if (patch.url !== undefined && normaliseUrl(patch.url) !== feed.url) {
    const url = normaliseUrl(patch.url);
    if (await findFeedByUrl(ctx.db, url, id)) throw duplicateUrl();
    // A new address: what the old one said about caching means nothing there; fetch it soon.
    Object.assign(changes, { url, etag: null, lastModified: null, nextFetchAt: ctx.now() });
  }
  if (patch.sourceName !== undefined) {
    changes.sourceName = patch.sourceName;
    changes.sourceSlug = slugify(patch.sourceName);
  }
  if (patch.subject !== undefined) changes.subjectSlug = patch.subject;
  if (patch.active !== undefined) {
    changes.active = patch.active;
    // Switched back on: due now rather than after whatever back-off it had.
    if (patch.active && !feed.active) changes.nextFetchAt = ctx.now();
  }
  if (patch.kind !== undefined) changes.kind = patch.kind;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = Object.keys(changes).length ? await updateFeedRow(tx, id, changes) : feed;
    // An item's kind follows its feed's, so the lists stay consistent.
    if (patch.kind !== undefined && patch.kind !== feed.kind) await retagItems(tx, id, patch.kind);
    return row;
  });
  if (!updated) throw feedNotFound();
  return present(ctx, updated);
}

/** Deletes the feed and its items (journals that pointed at it keep existing, without a feed). */
export async function deleteFeed(ctx: FeedsContext, id: string): Promise<void> {
  if (!(await deleteFeedRow(ctx.db, id))) throw feedNotFound();
}

/** Fetches at once, in the request, so the editor sees the outcome (or the problem) right away. */
export async function fetchFeedForEditor(ctx: FeedsContext, id: string): Promise<Feed> {
  const feed = await fetchFeedNow(ctx, id);
  if (!feed) throw feedNotFound();
  return present(ctx, feed);
}
