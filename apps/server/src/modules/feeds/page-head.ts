import type { PageHead } from '../../plugins/page-heads.ts';
import type { FeedsContext } from './context.ts';
import { findItemByLink } from './item-repository.ts';
import { itemPagePath, toItemCard } from './presenters.ts';

export const articleDetailsPattern = /^\/articledetails\/([^/]+)\/([^/]+)\/?$/i;

/**
 * The head of an article's page: its title, summary and image for link previews, and
 * structured data that names the publisher and points at the original it is based on.
 */
export async function articleDetailsHead(
  ctx: FeedsContext,
  titleSlug: string,
  sourceSlug: string,
): Promise<PageHead | null> {
  const row = await findItemByLink(ctx.db, titleSlug, sourceSlug);
  if (!row) return null;
  const card = toItemCard(row);
  const canonicalPath = itemPagePath(card);
  const description =
    card.summary || `${card.kind === 'news' ? 'News' : 'An article'} from ${card.sourceName}.`;
  return {
    title: card.title,
    description,
    ...(card.imageUrl ? { image: { url: card.imageUrl } } : {}),
    canonicalPath: decodeURIComponent(canonicalPath),
    jsonLd: {
      '@type': card.kind === 'news' ? 'NewsArticle' : 'ScholarlyArticle',
      headline: card.title,
      description,
      datePublished: card.publishedAt,
      ...(card.authors.length ? { author: card.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
      publisher: { '@type': 'Organization', name: card.sourceName },
      ...(card.imageUrl ? { image: card.imageUrl } : {}),
      url: `${ctx.publicUrl}${canonicalPath}`,
      // The page summarises someone else's work: the original is where it lives.
      isBasedOn: card.link,
      sameAs: card.link,
    },
  };
}
