import { paths } from '@medshelf/shared';
import type { Database } from '../../db/client.ts';
import {
  allJournals,
  articles,
  members,
  publicBooks,
  publicPlaylistLevels,
  readyDecks,
  subCategoriesWithDecks,
} from './repository.ts';
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
  const [deckRows, topicRows, bookRows, journalRows, articleRows, memberRows, levelRows] = await Promise.all([
    readyDecks(db),
    subCategoriesWithDecks(db),
    publicBooks(db),
    allJournals(db),
    articles(db),
    members(db),
    publicPlaylistLevels(db),
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
      path: paths.articleDetails(row, row.source),
      lastmod: row.updatedAt,
    })),
    ...memberRows.map((row) => ({ path: paths.profile(row.username), lastmod: row.updatedAt })),
    ...playlistEntries(levelRows),
  ];
}

type LevelRow = Awaited<ReturnType<typeof publicPlaylistLevels>>[number];

/**
 * Each member's list of public playlists, then each level others can open: a level below a
 * private one is not among the public rows' ancestors, so it is left out, as its page does.
 */
function playlistEntries(rows: LevelRow[]): SitemapEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const slugsOf = (row: LevelRow): string[] | null => {
    if (row.parentId === null) return [row.slug];
    const parent = byId.get(row.parentId);
    const above = parent ? slugsOf(parent) : null;
    return above && [...above, row.slug];
  };
  const owners = [...new Set(rows.filter((row) => row.parentId === null).map((row) => row.username))];
  return [
    ...owners.map((username) => ({ path: paths.viewPlaylist(username) })),
    ...rows.flatMap((row) => {
      const slugs = slugsOf(row);
      return slugs ? [{ path: paths.viewPlaylist(row.username, ...slugs), lastmod: row.updatedAt }] : [];
    }),
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
