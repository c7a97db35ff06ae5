import {
  type JournalArticle,
  type JournalCard,
  type JournalDetail,
  journalCoverSize,
  paths,
} from '@medshelf/shared';
import { shortenAtWord } from '../../lib/shorten-text.ts';
import { fileUrl } from './journal-keys.ts';
import type { JournalCardRow, latestFeedItems } from './repository.ts';

type FeedItemRow = Awaited<ReturnType<typeof latestFeedItems>>[number];

export function toJournalCard(row: JournalCardRow): JournalCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    publisher: row.publisher,
    issn: row.issn,
    subject: { slug: row.subjectSlug, name: row.subjectName },
    homepage: row.homepage,
    cover: row.coverKey ? { url: fileUrl(row.coverKey), ...journalCoverSize } : null,
    feedId: row.feedId,
  };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The summary as plain text for a card: tags dropped, common entities read, cut at a word. */
export function plainSummary(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => entities[name] ?? ' ');
  return shortenAtWord(text, max);
}

export function toJournalArticle(item: FeedItemRow): JournalArticle {
  return {
    id: item.id,
    title: item.title,
    path: paths.articleDetails(item, item.sourceSlug),
    link: item.link,
    authors: item.authors,
    publishedAt: item.publishedAt?.toISOString() ?? null,
    summary: plainSummary(item.summaryHtml),
    imageUrl: item.imageUrl,
  };
}

export function toJournalDetail(row: JournalCardRow, articles: FeedItemRow[]): JournalDetail {
  return {
    ...toJournalCard(row),
    description: row.description,
    latestArticles: articles.map(toJournalArticle),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
