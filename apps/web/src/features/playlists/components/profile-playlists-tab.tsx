/** The playlists tab of /profile/{username}: the owner's every playlist, others' public ones. */
export function ProfilePlaylistsTab(_props: { username: string; isOwner: boolean }) {
  return null;
}
