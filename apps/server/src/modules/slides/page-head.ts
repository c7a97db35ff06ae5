import { oembedPath, paths } from '@medshelf/shared';
import type { PageHead } from '../../plugins/page-heads.ts';
import { linkPreviewImage } from '../files/index.ts';
import type { SlidesContext } from './context.ts';
import { deckKeys, fileUrl } from './deck-keys.ts';
import { findCard } from './repository.ts';

export const slideDetailsPattern = /^\/slidedetails\/([^/]+)\/([^/]+)\/([^/]+)\/?$/i;

/**
 * The head of a deck's page: its title, description and first page for link previews, the
 * first page preloaded, and the canonical URL (an old or wrong topic in the URL redirects).
 */
export async function slideDetailsHead(
  ctx: SlidesContext,
  publicUrl: string,
  deckId: string,
  viewerId: () => Promise<string | null>,
): Promise<PageHead | null | undefined> {
  const card = await findCard(ctx.db, deckId);
  if (!card) return null;
  // An unfinished deck exists only for its owner, who watches its progress there.
  if (card.status !== 'ready') return (await viewerId()) === card.ownerId ? undefined : null;
  const page = (size: 'large' | 'small') => fileUrl(deckKeys.page(card.id, card.fileVersion, 1, size));
  const canonicalPath = paths.slideDetails(card.id, card.categorySlug, card.subCategorySlug);
  const description = `${card.pageCount}-page slide deck on ${card.subCategoryName} (${card.categoryName}), shared on MedShelf by ${card.ownerName}.`;
  return {
    title: card.title,
    description,
    image: linkPreviewImage(publicUrl, deckKeys.page(card.id, card.fileVersion, 1, 'large')),
    canonicalPath: decodeURIComponent(canonicalPath),
    preloadImage: {
      href: page('large'),
      srcset: `${page('small')} 600w, ${page('large')} 1200w`,
      sizes: '(max-width: 1024px) 100vw, 960px',
    },
    alternates: [
      {
        type: 'application/json+oembed',
        href: `${publicUrl}${oembedPath(`${publicUrl}${canonicalPath}`)}`,
        title: card.title,
      },
    ],
    jsonLd: {
      '@type': 'PresentationDigitalDocument',
      name: card.title,
      description,
      url: `${publicUrl}${canonicalPath}`,
      image: `${publicUrl}${page('large')}`,
      dateCreated: card.createdAt.toISOString(),
      author: { '@type': 'Person', name: card.ownerName },
      about: card.subCategoryName,
      numberOfPages: card.pageCount,
    },
  };
}
