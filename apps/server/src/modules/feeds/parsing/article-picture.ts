import type { parseFeed } from '@rowanmanning/feed-parser';
import { httpUrl } from './web-address.ts';

/**
 * Which images of a feed are pictures of the article, not the share buttons, tracking pixels,
 * ad banners, logos and icons that publishers' feed services put into every summary.
 */

type FeedItem = ReturnType<typeof parseFeed>['items'][number];

/** Hosts that serve only buttons, counters, ads and avatars. */
const notPictureHosts =
  /(^|\.)(feedburner\.com|feedproxy\.google\.com|feeds\.wordpress\.com|pixel\.wp\.com|stats\.wordpress\.com|pheedo\.com|feedsportal\.com|doubleclick\.net|bluekai\.com|scorecardresearch\.com|quantserve\.com|google-analytics\.com|addtoany\.com|sharethis\.com|gravatar\.com|feedblitz\.com)$/i;

/** Path words of such images on any host (feedburner's /~ff/ flares and /~r/ pixels included). */
const notPicturePath =
  /\/~(ff|r|a)\/|(^|[/_.-])(share|sharing|social|button|badge|icon|emoji|logo|smilies|smiley|spacer|blank|pixel|tracking|tracker|beacon|counter|1x1)s?([/_.-]|$)/i;

/** Smaller than this on a side (as the tag says) is an icon or a pixel, not a picture. */
const minSide = 100;

function isNotPictureUrl(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return notPictureHosts.test(hostname) || notPicturePath.test(pathname);
}

const hidden = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/** An <img> of a summary that can stand for its article: shown, of a picture's size, not a known non-picture. */
export function isPictureTag(url: string, attribs: Record<string, string>): boolean {
  const side = (name: string) => {
    const value = Number.parseInt(attribs[name] ?? '', 10);
    return Number.isNaN(value) ? null : value;
  };
  const width = side('width');
  const height = side('height');
  if ((width !== null && width < minSide) || (height !== null && height < minSide)) return false;
  if (hidden.test(attribs.style ?? '')) return false;
  return !isNotPictureUrl(url);
}

const imagePath = /\.(jpe?g|png|gif|webp|avif)$/i;

/**
 * The picture the feed declares for the item: the widest of its media:content and enclosures
 * that are images (by type, or by file name when a feed such as the Guardian's gives neither type
 * nor medium), else its image (itunes:image, media:thumbnail…). Null when it declares none.
 */
export function declaredPicture(item: FeedItem, base: string): string | null {
  const widths = new Map(
    item.element
      .findElementsWithName('content')
      .map((element) => [element.getAttributeAsUrl('url'), element.getAttributeAsNumber('width') ?? 0]),
  );
  const images = item.media
    .filter(
      (media) =>
        media.type === 'image' || (media.type === null && imagePath.test(media.url.split(/[?#]/)[0] ?? '')),
    )
    .sort((a, b) => (widths.get(b.url) ?? 0) - (widths.get(a.url) ?? 0));
  for (const candidate of [...images.map((media) => media.url), item.image?.url]) {
    const url = httpUrl(candidate, base);
    if (url && !isNotPictureUrl(url)) return url;
  }
  return null;
}
