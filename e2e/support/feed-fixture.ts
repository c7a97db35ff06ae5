import http from 'node:http';

/**
 * A local web server with RSS feeds for the tests, like a journal's or a news site's. The
 * server under test refuses private addresses unless allowed, so serve.ts allows exactly these
 * ports (FEEDS_ALLOW_HOSTS); each Playwright worker takes its own, by its parallel index.
 */
const feedPortOffset = 27;
export const maxFeedFixtures = 4;

export function feedFixturePort(basePort: number, parallelIndex: number): number {
  if (parallelIndex >= maxFeedFixtures) {
    throw new Error(
      `at most ${maxFeedFixtures} workers can serve feed fixtures; add ports in feed-fixture.ts`,
    );
  }
  return basePort + feedPortOffset + parallelIndex;
}

/** The host:port entries for FEEDS_ALLOW_HOSTS: the fixtures' ports and nothing else. */
export function feedFixtureHosts(basePort: number): string[] {
  return Array.from(
    { length: maxFeedFixtures },
    (_, index) => `127.0.0.1:${feedFixturePort(basePort, index)}`,
  );
}

export interface FixtureItem {
  guid: string;
  title: string;
  author: string;
  /** Days before now. */
  daysAgo: number;
  summaryHtml: string;
  image?: string;
}

const xml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** An RSS 2.0 document; links point at the publisher's (made-up) site. */
export function rssDocument(title: string, items: FixtureItem[]): string {
  const entries = items.map((item) => {
    const date = new Date(Date.now() - item.daysAgo * 24 * 60 * 60 * 1000);
    return `<item>
  <title>${xml(item.title)}</title>
  <link>https://publisher.example/${encodeURIComponent(item.guid)}</link>
  <guid isPermaLink="false">${xml(item.guid)}</guid>
  <pubDate>${date.toUTCString()}</pubDate>
  <dc:creator>${xml(item.author)}</dc:creator>
  <description>${xml(item.summaryHtml)}</description>
  ${item.image ? `<media:content url="${xml(item.image)}" medium="image" />` : ''}
</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>${xml(title)}</title><link>https://publisher.example/</link><description>Fixture</description>
${entries.join('\n')}
</channel></rss>`;
}

export interface FeedFixture {
  /** http://127.0.0.1:<port><path> */
  url(path: string): string;
  /** Serves `body` as RSS at `path` (replacing what was there). */
  publish(path: string, body: string): void;
  close(): Promise<void>;
}

export async function startFeedFixture(port: number): Promise<FeedFixture> {
  const documents = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const body = documents.get((request.url ?? '').split('?')[0] ?? '');
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('no such feed');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    publish: (path, body) => documents.set(path, body),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
