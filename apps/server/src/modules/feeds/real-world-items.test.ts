import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FeedItemCard, FeedItemDetail, FeedItemList } from '@medshelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build.ts';
import { addFeedRow, fetchNow, signedInEditor } from '../../../test/feeds/helpers.ts';

/** What publishers' feed services really send (shapes seen in ../shared/corpus), with made-up content. */
const flare =
  '<a href="https://feeds.feedburner.com/~ff/wire?a=x1"><img src="https://feeds.feedburner.com/~ff/wire?d=yIl2AUoC8zA" border="0"></a>';
const pixel = '<img src="https://feeds.feedburner.com/~r/wire/~4/orRnfLWBRNc" height="1" width="1" alt="">';
const shareButton = '<img title="Add to Facebook" src="https://images.shares.example/mm/share-button.gif">';
const hiddenTracker =
  '<img height="0" width="0" style="display:none" src="https://track.example/evnt/?ct=1">';

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Wire</title><link>https://wire.example/</link>
<item><title>Linked by its permalink only</title><guid>https://wire.example/50366.html</guid>
  <description>${escaped(`What's the rebus? ${flare}${pixel}`)}</description></item>
<item><title>A GUID that is no address</title><guid isPermaLink="false">https://wire.example/not-a-page</guid></item>
<item><title>A GUID that is a name</title><guid>post-42</guid></item>
<item><title>Buttons before the picture</title><link>https://wire.example/a</link>
  <description>${escaped(`${shareButton}${hiddenTracker}<p>Text</p><img src="https://img.wire.example/ward.jpg" width="600" height="400">`)}</description></item>
<item><title>A banner and an icon only</title><link>https://wire.example/b</link>
  <description>${escaped('<img src="https://ads.wire.example/468-60.gif" width="468" height="60"><img src="https://wire.example/icons/rss.png">')}</description></item>
<item><title>Media content without a type</title><link>https://wire.example/c</link>
  <media:content width="140" url="https://img.wire.example/heart.jpg?w=140"/>
  <media:content width="460" url="https://img.wire.example/heart.jpg?w=460"/></item>
<item><title>An image enclosure</title><link>https://wire.example/d</link>
  <enclosure url="https://img.wire.example/lungs.jpg" type="image/jpeg" length="1000"/>
  <description>${escaped(flare)}</description></item>
</channel></rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Notes</title><id>urn:notes</id><updated>2026-01-01T00:00:00Z</updated>
<entry><title>XHTML summary</title><link href="https://notes.example/1"/><id>urn:notes:1</id><updated>2026-01-01T00:00:00Z</updated>
  <summary type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>This is <script>alert('bogus');</script> content.</p><p>Second &amp; last.</p></div></summary>
</entry></feed>`;

function escaped(html: string) {
  return html.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

describe('items of real-world feeds', () => {
  let t: TestApp;
  let server: http.Server;
  let items: FeedItemCard[];
  const byTitle = (title: string) => items.find((item) => item.title === title);

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(request.url === '/notes.atom' ? atom : rss);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({
      feeds: { allowHosts: [`127.0.0.1:${port}`], timeoutMs: 2_000, maxBytes: 1024 * 1024 },
    });
    const editor = await signedInEditor(t, 'realeditor');
    for (const [name, path] of [
      ['Wire', '/wire.rss'],
      ['Notes', '/notes.atom'],
    ]) {
      const feed = await addFeedRow(t, `http://127.0.0.1:${port}${path}`, { sourceName: name });
      expect((await fetchNow(t, editor.cookie, feed.id)).lastError).toBeNull();
    }
    items = (await t.app.inject({ url: '/api/feed-items?pageSize=48' })).json<FeedItemList>().items;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('keeps an RSS item whose only link is its permalink GUID, and no item without an address', () => {
    expect(byTitle('Linked by its permalink only')?.link).toBe('https://wire.example/50366.html');
    expect(byTitle('A GUID that is no address')).toBeUndefined();
    expect(byTitle('A GUID that is a name')).toBeUndefined();
    expect(items).toHaveLength(6);
  });

  it('takes a real picture: declared, or the first of a reasonable size that is no button, pixel or banner', () => {
    expect(byTitle('Linked by its permalink only')?.imageUrl).toBeNull();
    expect(byTitle('Buttons before the picture')?.imageUrl).toBe('https://img.wire.example/ward.jpg');
    expect(byTitle('A banner and an icon only')?.imageUrl).toBeNull();
    expect(byTitle('Media content without a type')?.imageUrl).toBe(
      'https://img.wire.example/heart.jpg?w=460',
    );
    expect(byTitle('An image enclosure')?.imageUrl).toBe('https://img.wire.example/lungs.jpg');
  });

  it('keeps the text and paragraphs of an XHTML summary, without its script', async () => {
    const item = byTitle('XHTML summary');
    expect(item?.summary).toBe('This is content. Second & last.');
    const detail = (await t.app.inject({ url: `/api/feed-items/${item?.id}` })).json<FeedItemDetail>();
    expect(detail.summaryHtml).toBe('<p>This is content.</p><p>Second &amp; last.</p>');
  });
});
