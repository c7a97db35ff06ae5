import type { PlaylistNode } from '@medshelf/shared';
import type { LevelStats, PlaylistRow } from './repository.ts';

export interface TreeOptions {
  /** Others see a level only when it and every level above it are public. */
  publicOnly: boolean;
  stats: Map<string, LevelStats>;
  thumbnail(deck: LevelStats['firstDeck']): string;
}

/** The owner's rows (children in their order) as nested nodes, top level first. */
export function buildTree(rows: PlaylistRow[], options: TreeOptions): PlaylistNode[] {
  const children = new Map<string | null, PlaylistRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const build = (parentId: string | null, parentPath: string[]): PlaylistNode[] =>
    (children.get(parentId) ?? [])
      .filter((row) => !options.publicOnly || row.isPublic)
      .map((row) => {
        const path = [...parentPath, row.slug];
        const nested = build(row.id, path);
        const stats = options.stats.get(row.id);
        return {
          id: row.id,
          name: row.name,
          slug: row.slug,
          path,
          depth: row.depth,
          isPublic: row.isPublic,
          itemCount: stats?.decks ?? 0,
          // A level holding only sub-levels shows the first picture found below it.
          thumbnail: stats
            ? options.thumbnail(stats.firstDeck)
            : (nested.find((child) => child.thumbnail)?.thumbnail ?? null),
          children: nested,
        };
      });
  return build(null, []);
}

/** The level a path of slugs names, with the levels above it; undefined when there is none. */
export function findByPath(
  nodes: PlaylistNode[],
  segments: string[],
): { node: PlaylistNode; ancestors: PlaylistNode[] } | undefined {
  const ancestors: PlaylistNode[] = [];
  let level = nodes;
  let found: PlaylistNode | undefined;
  for (const [index, segment] of segments.entries()) {
    found = level.find((node) => node.slug === segment.toLowerCase());
    if (!found) return undefined;
    if (index < segments.length - 1) ancestors.push(found);
    level = found.children;
  }
  return found ? { node: found, ancestors } : undefined;
}

export function findById(nodes: PlaylistNode[], id: string): PlaylistNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findById(node.children, id);
    if (below) return below;
  }
  return undefined;
}
