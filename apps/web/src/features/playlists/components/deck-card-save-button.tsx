import { useAccount } from '../../auth/index.ts';
import { SaveToPlaylistButton } from './save-to-playlist-button.tsx';

/** The small "save to a playlist" button on a deck card, for signed-in users only. */
export function DeckCardSaveButton({ deckId, deckTitle }: { deckId: string; deckTitle: string }) {
  const { data: account } = useAccount();
  if (!account) return null;
  return <SaveToPlaylistButton deckId={deckId} deckTitle={deckTitle} signedIn variant="icon" />;
}
