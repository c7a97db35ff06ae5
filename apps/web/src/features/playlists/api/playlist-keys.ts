/**
 * Query keys of everything about playlists. Own playlists live under ['playlists', 'mine'], so
 * one invalidation after a change refreshes the tree, every level and the deck pickers.
 */
export const playlistKeys = {
  all: ['playlists'] as const,
  mine: ['playlists', 'mine'] as const,
  myTree: () => ['playlists', 'mine', 'tree'] as const,
  myLevel: (path: readonly string[]) => ['playlists', 'mine', 'level', ...lower(path)] as const,
  deck: (deckId: string) => ['playlists', 'mine', 'deck', deckId] as const,
  person: (username: string) => ['playlists', 'person', username.toLowerCase()] as const,
  personLevel: (username: string, path: readonly string[]) =>
    ['playlists', 'person', username.toLowerCase(), 'level', ...lower(path)] as const,
};

const lower = (path: readonly string[]) => path.map((segment) => segment.toLowerCase());

/** `?path=` of a level: its slugs, each encoded, joined by '/'. */
export const levelPathParam = (path: readonly string[]) =>
  encodeURIComponent(path.map((segment) => segment.toLowerCase()).join('/'));
