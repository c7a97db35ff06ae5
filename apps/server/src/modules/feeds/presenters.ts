import { type Feed, type FeedItemCard, type FeedItemDetail, paths } from '@medshelf/shared';
import type { ItemRow } from './item-repository.ts';
import { excerpt, htmlToText } from './parsing/clean-html.ts';
import type { FeedWithCount } from './repository.ts';

const summaryLength = 280;

export function toFeed(row: FeedWithCount): Feed {
  return {
    id: row.id,
    url: row.url,
    kind: row.kind,
    sourceName: row.sourceName,
    sourceSlug: row.sourceSlug,
    subject: row.subjectSlug,
    active: row.active,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
    consecutiveFailures: row.consecutiveFailures,
    nextFetchAt: row.nextFetchAt.toISOString(),
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toItemCard(row: ItemRow): FeedItemCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    sourceName: row.sourceName,
    sourceSlug: row.sourceSlug,
    kind: row.kind,
    authors: row.authors,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    summary: excerpt(htmlToText(row.summaryHtml), summaryLength),
    imageUrl: row.imageUrl,
    link: row.link,
    subject: row.subject,
  };
}

export function toItemDetail(row: ItemRow): FeedItemDetail {
  return { ...toItemCard(row), summaryHtml: row.summaryHtml };
}

/** The item's page on this site: /articledetails/{title slug and id}/{source slug}. */
export const itemPagePath = (item: { id: string; slug: string; sourceSlug: string }) =>
  paths.articleDetails(item, item.sourceSlug);
