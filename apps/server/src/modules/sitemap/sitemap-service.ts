import { paths } from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import { allJournals, articles, publicBooks, readyDecks, subCategoriesWithDecks } from './repository.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

const staticPaths = [
  paths.home(),
  paths.slide(),
  paths.book(),
  paths.journal(),
  paths.article(),
  paths.news(),
  paths.about(),
  paths.terms(),
  paths.privacy(),
  paths.dmca(),
];

/**
 * Every public URL in a stable order (pages, then content by age), so the split into files of
 * 50,000 moves little as content is added.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [deckRows, topicRows, bookRows, journalRows, articleRows] = await Promise.all([
    readyDecks(db),
    subCategoriesWithDecks(db),
    publicBooks(db),
    allJournals(db),
    articles(db),
  ]);
  return [
    ...staticPaths.map((path) => ({ path })),
    ...topicRows.map((row) => ({
      path: paths.slideSubCategory(row.category, row.subCategory),
      lastmod: row.updatedAt,
    })),
    ...deckRows.map((row) => ({
      path: paths.slideDetails(row.id, row.category, row.subCategory),
      lastmod: row.updatedAt,
    })),
    ...bookRows.map((row) => ({ path: paths.bookDetails(row.id), lastmod: row.updatedAt })),
    ...journalRows.map((row) => ({ path: paths.journalDetails(row.slug), lastmod: row.updatedAt })),
    ...articleRows.map((row) => ({
      path: paths.articleDetails(row.slug, row.source),
      lastmod: row.updatedAt,
    })),
  ];
}

/** Builds at most once per `ttlMs`; concurrent requests share one build. */
export function cachedEntries(db: Database, ttlMs: number) {
  let cached: { at: number; entries: Promise<SitemapEntry[]> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const entries = sitemapEntries(db);
      const current = { at: Date.now(), entries };
      cached = current;
      // A failed build is not kept: the next request tries again.
      entries.catch(() => {
        if (cached === current) cached = undefined;
      });
    }
    return cached.entries;
  };
}
