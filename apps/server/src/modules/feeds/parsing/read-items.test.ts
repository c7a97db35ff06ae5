import { describe, expect, it } from 'vitest';
import { readItems } from './read-items.ts';

const now = new Date('2026-03-10T00:00:00Z');

describe('reading items out of a feed document', () => {
  it('keys items by GUID, else link; drops repeats and items without a web link', () => {
    const items = readItems(
      `<rss version="2.0"><channel><title>c</title>
        <item><title>With guid</title><link>https://a.example/1</link><guid>g-1</guid></item>
        <item><title>Repeat</title><link>https://a.example/1b</link><guid>g-1</guid></item>
        <item><title>No guid</title><link>/2</link></item>
        <item><title>Mail link</title><link>mailto:x@a.example</link></item>
      </channel></rss>`,
      'https://a.example/feed.xml',
      now,
    );
    expect(items.map((item) => [item.key, item.link, item.title])).toEqual([
      ['g-1', 'https://a.example/1', 'With guid'],
      ['https://a.example/2', 'https://a.example/2', 'No guid'],
    ]);
  });

  it('makes titles plain text and never dates an item in the future', () => {
    const [item] = readItems(
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>f</title>
        <entry><id>e</id><title type="html">&lt;b&gt;IL-6&lt;/b&gt; &amp;lt; 5 pg/mL &amp;amp; &lt;i&gt;more&lt;/i&gt;</title>
        <link href="https://b.example/e"/><published>2031-01-01T00:00:00Z</published>
        <author><name>Ada</name></author><author><name>Ada</name></author></entry></feed>`,
      'https://b.example/atom',
      now,
    );
    expect(item).toMatchObject({
      title: 'IL-6 < 5 pg/mL & more',
      slug: 'il-6-5-pg-ml-and-more',
      authors: ['Ada'],
      publishedAt: now,
      summaryHtml: '',
      imageUrl: null,
    });
  });

  it('refuses documents with internal entity declarations', () => {
    expect(() =>
      readItems(
        '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaa">]><rss><channel></channel></rss>',
        'https://c.example/',
        now,
      ),
    ).toThrow('The feed could not be read: invalid XML');
  });
});
