import { statisticsLimits } from './statistics-limits.ts';

/** The light player's address for a deck (not an app route: the server serves it whole). */
export const embedPath = (deckId: string) => `/embed/deck/${encodeURIComponent(deckId)}`;

/** Where oEmbed consumers ask about a page of this site (its discovery link names it). */
export const oembedPath = (pageUrl: string) => `/api/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;

/** The player's bar of buttons under the page, in CSS pixels (embed.css keeps to it). */
export const embedBarHeight = 44;

/**
 * The frame's size: the deck's first page at `maxWidth` (640 by default) with the bar under
 * it, narrowed as needed to fit `maxHeight`. The share menu and oEmbed answer the same.
 */
export function embedFrameSize(
  page: { width: number; height: number } | undefined,
  max: { width?: number; height?: number } = {},
): { width: number; height: number } {
  const ratio = page && page.width > 0 ? page.height / page.width : 0.75;
  let width = Math.min(max.width ?? statisticsLimits.embedWidth, statisticsLimits.embedWidth);
  if (max.height !== undefined && width * ratio + embedBarHeight > max.height) {
    width = Math.max(1, Math.floor((max.height - embedBarHeight) / ratio));
  }
  return { width, height: Math.round(width * ratio) + embedBarHeight };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The code an uploader or reader pastes into a page: one iframe, nothing else, that keeps its shape when narrowed. */
export function embedHtml(
  origin: string,
  deck: { id: string; title: string },
  size: { width: number; height: number },
): string {
  const src = `${origin}${embedPath(deck.id)}`;
  return `<iframe src="${escapeAttribute(src)}" width="${size.width}" height="${size.height}" title="${escapeAttribute(deck.title)}" style="border:0;max-width:100%;height:auto;aspect-ratio:${size.width}/${size.height}" loading="lazy" allowfullscreen></iframe>`;
}
