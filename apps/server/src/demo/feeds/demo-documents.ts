import { createHash } from 'node:crypto';
import { demoFeedsPath } from '../../modules/feeds/index.ts';
import { type DemoFeed, type DemoStory, demoFeeds, demoStories } from './demo-stories.ts';

export interface DemoDocument {
  body: string;
  contentType: string;
  etag: string;
  lastModified: string;
}

const xml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Today at midnight UTC: the documents change once a day, not on every request. */
export function demoAnchor(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function demoFeedUrl(publicUrl: string, feed: DemoFeed): string {
  return new URL(`${demoFeedsPath}${feed.file}`, publicUrl).href;
}

function imageUrl(publicUrl: string, story: DemoStory): string {
  return new URL(`${demoFeedsPath}images/${story.image}`, publicUrl).href;
}

// The originals do not exist; example.org is reserved for exactly this (RFC 2606).
const originalUrl = (feed: DemoFeed, story: DemoStory) =>
  `https://example.org/medshelf-demo/${feed.file.replace(/\.xml$/, '')}/${story.slug}`;

function rss(feed: DemoFeed, stories: DemoStory[], publicUrl: string): string {
  const items = stories.map(
    (story) => `    <item>
      <title>${xml(story.title)}</title>
      <link>${xml(originalUrl(feed, story))}</link>
      <guid isPermaLink="false">${xml(story.guid)}</guid>
      <pubDate>${story.publishedAt.toUTCString()}</pubDate>
${story.authors.map((name) => `      <dc:creator>${xml(name)}</dc:creator>`).join('\n')}
      <description>${xml(story.summaryHtml)}</description>
      <media:content url="${xml(imageUrl(publicUrl, story))}" medium="image" type="image/svg+xml" />
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${xml(feed.sourceName)}</title>
    <link>https://example.org/medshelf-demo/</link>
    <description>Generated demo feed for MedShelf</description>
${items.join('\n')}
  </channel>
</rss>
`;
}

function atom(feed: DemoFeed, stories: DemoStory[], publicUrl: string): string {
  const updated = stories[0]?.publishedAt.toISOString() ?? new Date(0).toISOString();
  const entries = stories.map(
    (story) => `  <entry>
    <title>${xml(story.title)}</title>
    <link rel="alternate" href="${xml(originalUrl(feed, story))}" />
    <link rel="enclosure" type="image/svg+xml" href="${xml(imageUrl(publicUrl, story))}" />
    <id>${xml(story.guid)}</id>
    <published>${story.publishedAt.toISOString()}</published>
    <updated>${story.publishedAt.toISOString()}</updated>
${story.authors.map((name) => `    <author><name>${xml(name)}</name></author>`).join('\n')}
    <summary type="html">${xml(story.summaryHtml)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${xml(feed.sourceName)}</title>
  <id>urn:medshelf-demo:${xml(feed.file)}</id>
  <updated>${updated}</updated>
${entries.join('\n')}
</feed>
`;
}

/** The generated document for one demo feed file, or null for an unknown name. */
export function demoDocument(file: string, publicUrl: string, now = new Date()): DemoDocument | null {
  const index = demoFeeds.findIndex((feed) => feed.file === file);
  const feed = demoFeeds[index];
  if (!feed) return null;
  const anchor = demoAnchor(now);
  const stories = demoStories(feed, index, anchor);
  const body = feed.format === 'rss' ? rss(feed, stories, publicUrl) : atom(feed, stories, publicUrl);
  return {
    body,
    contentType:
      feed.format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    lastModified: anchor.toUTCString(),
  };
}

/** A plain picture for a demo story: the feed's colour and a soft pattern, 1200×630. */
export function demoImage(name: string): string | null {
  const match = name.match(/^([a-z-]+)-(\d{1,2})\.svg$/);
  const feed = demoFeeds.find((candidate) => candidate.file === `${match?.[1]}.xml`);
  if (!match || !feed) return null;
  const n = Number(match[2]);
  const circles = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${(i * 263 + n * 97) % 1200}" cy="${(i * 151 + n * 59) % 630}" r="${90 + ((i + n) % 4) * 40}" fill="#fff" fill-opacity="0.12"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${feed.colour}"/>${circles}</svg>`;
}
