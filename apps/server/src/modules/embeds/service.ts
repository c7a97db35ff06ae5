import { type EmbedDeck, embedFrameSize, embedHtml, matchRoute, type Oembed, paths } from '@medshelf/shared';
import { HttpError } from '../../lib/http-errors.ts';
import { getDeck, type SlidesContext } from '../slides/index.ts';

/**
 * A deck as the player shows it, or null when anyone but its owner would be refused it
 * (unfinished, failed, taken down, gone): an embed shows such a deck to nobody.
 */
export async function embeddableDeck(ctx: SlidesContext, publicUrl: string, deckId: string) {
  const deck = await getDeck(ctx, null, deckId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
  if (!deck?.pages.length) return null;
  const player: EmbedDeck = {
    id: deck.id,
    title: deck.title,
    url: `${publicUrl}${paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug)}`,
    pages: deck.pages.map(({ number, width, height, large, small }) => ({
      number,
      width,
      height,
      large,
      small,
    })),
  };
  return { player, owner: deck.owner, thumbnail: deck.thumbnail };
}

const notEmbeddable = () => new HttpError(404, 'not_found', 'No deck that can be embedded has this address.');

/** The deck a page address of this site names (its page on MedShelf, or its player), if any. */
function deckIdOf(url: string, publicUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.host !== new URL(publicUrl).host) return null;
  const [, first, second, third] = parsed.pathname.split('/');
  const id =
    matchRoute(parsed.pathname) === 'slideDetails'
      ? second
      : first === 'embed' && second === 'deck'
        ? third
        : null;
  try {
    return id ? decodeURIComponent(id) : null;
  } catch {
    return null;
  }
}

/** The oEmbed answer (rich type) for a deck page of this site; 404 for anything else. */
export async function oembedFor(
  ctx: SlidesContext,
  publicUrl: string,
  query: { url: string; maxwidth?: number; maxheight?: number; format?: string },
): Promise<Oembed> {
  if (query.format && query.format !== 'json') {
    throw new HttpError(501, 'not_implemented', 'Only the JSON format of oEmbed is offered.');
  }
  const deckId = deckIdOf(query.url, publicUrl);
  const deck = deckId ? await embeddableDeck(ctx, publicUrl, deckId) : null;
  if (!deck) throw notEmbeddable();
  const size = embedFrameSize(deck.player.pages[0], { width: query.maxwidth, height: query.maxheight });
  const first = deck.player.pages[0];
  return {
    type: 'rich',
    version: '1.0',
    title: deck.player.title,
    author_name: deck.owner.displayName,
    author_url: deck.owner.username ? `${publicUrl}${paths.profile(deck.owner.username)}` : publicUrl,
    provider_name: 'MedShelf',
    provider_url: publicUrl,
    html: embedHtml(publicUrl, deck.player, size),
    ...size,
    ...(deck.thumbnail && first
      ? {
          thumbnail_url: `${publicUrl}${deck.thumbnail}`,
          thumbnail_width: 240,
          thumbnail_height: Math.round((240 * first.height) / first.width),
        }
      : {}),
  };
}
