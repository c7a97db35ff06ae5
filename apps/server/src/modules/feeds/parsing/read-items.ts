import { createHash } from 'node:crypto';
import { slugWithin } from '@medshelf/shared';
import { parseFeed } from '@rowanmanning/feed-parser';
import { feedErrors } from '../fetching/feed-fetch-error.ts';
import { declaredPicture } from './article-picture.ts';
import { cleanSummary, excerpt, htmlToText } from './clean-html.ts';
import { httpUrl } from './web-address.ts';

type FeedItem = ReturnType<typeof parseFeed>['items'][number];

/** One item ready to store: plain-text title, cleaned summary, checked links. */
export interface ParsedItem {
  key: string;
  title: string;
  slug: string;
  link: string;
  authors: string[];
  publishedAt: Date;
  summaryHtml: string;
  imageUrl: string | null;
}

const limits = {
  itemsPerDocument: 500,
  titleLength: 300,
  slugLength: 80,
  authors: 10,
  authorLength: 120,
  keyLength: 500,
  summaryHtmlLength: 20_000,
  fallbackSummaryLength: 2_000,
};

/** Entity-expansion bombs hide in internal DTD subsets; no real feed needs one. */
const internalEntity = /<!ENTITY/i;

function itemKey(item: FeedItem, link: string): string {
  const key = item.id?.trim() || link;
  // Some GUIDs are very long URLs; a digest keeps the unique index small and still unique.
  return key.length <= limits.keyLength ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

function authorsOf(item: FeedItem): string[] {
  const names = item.authors
    .map((author) => htmlToText(author.name ?? '').slice(0, limits.authorLength))
    .filter(Boolean);
  return [...new Set(names)].slice(0, limits.authors);
}

/** The item's date, never in the future (a wrong clock must not pin an item to the top). */
function dateOf(item: FeedItem, now: Date): Date {
  const date = item.published ?? item.updated;
  if (!date || Number.isNaN(date.getTime())) return now;
  return date.getTime() > now.getTime() ? now : date;
}

/**
 * The summary as HTML. An Atom summary of type xhtml is markup, not text: read as text (as the
 * parser does) it would keep the words of its scripts and lose its paragraphs.
 */
function summaryMarkup(item: FeedItem): string {
  const summary = item.element.findElementWithName('summary');
  const xhtml = summary?.getAttribute('type') === 'xhtml' ? summary.findElementWithName('div') : null;
  return xhtml?.innerHtml ?? item.description ?? item.content ?? '';
}

function summaryOf(item: FeedItem, link: string): { html: string; image: string | null } {
  const raw = summaryMarkup(item);
  const { html, firstImage } = cleanSummary(raw, link);
  if (html.length <= limits.summaryHtmlLength) return { html, image: firstImage };
  // Cutting HTML mid-tag would break it; a long summary becomes a plain paragraph instead.
  const text = excerpt(htmlToText(html), limits.fallbackSummaryLength);
  return { html: `<p>${sanitizeText(text)}</p>`, image: firstImage };
}

function sanitizeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The item's web address: its link, else its GUID when that is a permalink (RSS 2.0: a GUID is
 * the item's URL unless isPermaLink="false"; many feeds give no other link).
 */
function linkOf(item: FeedItem, documentUrl: string): string | null {
  const link = httpUrl(item.url, documentUrl);
  if (link) return link;
  const guid = item.element.findElementWithName('guid');
  if (!guid || guid.getAttribute('ispermalink')?.trim().toLowerCase() === 'false') return null;
  // Absolute only: a GUID such as "post-42" is an identifier, not an address on the feed's site.
  return httpUrl(guid.textContentNormalized);
}

/**
 * Reads the items of an RSS 2.0, RSS 1.0 or Atom document. Items without an http(s) link to
 * their original are skipped: the site always links out. Throws a feed error when the
 * document is not XML or not a feed.
 */
export function readItems(text: string, documentUrl: string, now = new Date()): ParsedItem[] {
  if (internalEntity.test(text)) throw feedErrors.invalidXml();
  let items: FeedItem[];
  try {
    items = parseFeed(text).items;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw code === 'INVALID_FEED' ? feedErrors.notAFeed() : feedErrors.invalidXml();
  }
  const parsed: ParsedItem[] = [];
  const seen = new Set<string>();
  for (const item of items.slice(0, limits.itemsPerDocument)) {
    const link = linkOf(item, documentUrl);
    if (!link) continue;
    const key = itemKey(item, link);
    if (seen.has(key)) continue;
    seen.add(key);
    const summary = summaryOf(item, link);
    const title =
      excerpt(htmlToText(item.title ?? ''), limits.titleLength) ||
      excerpt(htmlToText(summary.html), 80) ||
      'Untitled';
    parsed.push({
      key,
      title,
      slug: slugWithin(title, limits.slugLength),
      link,
      authors: authorsOf(item),
      publishedAt: dateOf(item, now),
      summaryHtml: summary.html,
      imageUrl: declaredPicture(item, link) ?? summary.image,
    });
  }
  return parsed;
}
