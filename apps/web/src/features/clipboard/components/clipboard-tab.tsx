/** The clipboard tab of /profile/{username}: clipped pages; private clips only to the owner. */
export function ClipboardTab(_props: { username: string; isOwner: boolean }) {
  return null;
}
