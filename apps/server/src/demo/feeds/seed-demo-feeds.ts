import { slugify } from '@medshelf/shared';
import type { FastifyInstance } from 'fastify';
import { randomId } from '../../lib/random-id.ts';
import {
  feedsContext,
  findFeedByUrl,
  insertFeed,
  readItems,
  recordSuccess,
  schedule,
  storeItems,
} from '../../modules/feeds/index.ts';
import { linkJournalFeed } from '../../modules/journals/index.ts';
import { demoDocument, demoFeedUrl } from './demo-documents.ts';
import { demoFeeds } from './demo-stories.ts';

/**
 * Registers the demo feeds (generated RSS and Atom documents this server serves under
 * /demo-feeds/) and stores their items at once. The first read goes straight through the
 * parser, because the server may not be listening yet when the demo is seeded; from then on
 * the scheduled fetch reads them over HTTP like any other feed (allowed while DEMO_CONTENT is
 * on). Article feeds are linked to the demo journals of the same name when those exist
 * (seed the journals first). Safe to call again: what is already there is left as it is.
 */
export async function seedDemoFeeds(app: FastifyInstance): Promise<{ feeds: number; items: number }> {
  const ctx = feedsContext(app);
  const now = ctx.now();
  let items = 0;
  for (const demo of demoFeeds) {
    const url = demoFeedUrl(ctx.publicUrl, demo);
    if (await findFeedByUrl(ctx.db, url)) continue;
    const feed = await insertFeed(ctx.db, {
      id: randomId(),
      url,
      kind: demo.kind,
      sourceName: demo.sourceName,
      sourceSlug: slugify(demo.sourceName),
      subjectSlug: demo.subject,
    });
    const document = demoDocument(demo.file, ctx.publicUrl, now);
    if (!feed || !document) continue;
    if (demo.journalSlug) await linkJournalFeed(ctx.db, demo.journalSlug, feed.id);
    items += await storeItems(ctx.db, feed, readItems(document.body, url, now), randomId);
    await recordSuccess(ctx.db, feed.id, now, new Date(now.getTime() + schedule.interval), {
      etag: document.etag,
      lastModified: document.lastModified,
    });
  }
  return { feeds: demoFeeds.length, items };
}
