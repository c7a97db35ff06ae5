import sanitizeHtml from 'sanitize-html';
import { isPictureTag } from './article-picture.ts';
import { httpUrl } from './web-address.ts';

export interface CleanSummary {
  html: string;
  /**
   * The summary's first picture (isPictureTag: not a button, pixel or banner): shown as the
   * item's picture, not inline.
   */
  firstImage: string | null;
}

/**
 * A publisher's HTML made safe to show on our pages: a few text tags, links that open the
 * original site (http(s) only, resolved against the item, marked nofollow), no images, scripts,
 * styles, frames or event handlers.
 */
export function cleanSummary(html: string, base: string | null): CleanSummary {
  let firstImage: string | null = null;
  const cleaned = sanitizeHtml(html, {
    allowedTags: ['p', 'a', 'em', 'strong', 'ul', 'ol', 'li', 'br', 'blockquote'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    transformTags: {
      b: 'strong',
      i: 'em',
      a: (_tag, attribs) => {
        const href = httpUrl(attribs.href, base);
        const safe: Record<string, string> = href
          ? { href, rel: 'nofollow noopener ugc', target: '_blank' }
          : {};
        return { tagName: 'a', attribs: safe };
      },
      // Not allowed as a tag: recorded here, then dropped by the allow-list.
      img: (tag, attribs) => {
        const src = httpUrl(attribs.src, base);
        if (src && isPictureTag(src, attribs)) firstImage ??= src;
        return { tagName: tag, attribs: {} };
      },
    },
  });
  return { html: cleaned.replace(/\s+/g, ' ').trim(), firstImage };
}

const blockBoundary = /<(\/?(?:p|div|li|ul|ol|br|h[1-6]|blockquote|tr|td|th|section|article)\b)/gi;

/** Plain text of a fragment of HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  // A space at every block boundary, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(blockBoundary, ' <$1');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html decodes every entity and re-escapes only these; undoing them gives the text.
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
