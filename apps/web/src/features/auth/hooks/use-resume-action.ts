import { useEffect, useRef } from 'react';
import { type PendingAction, takePendingAction } from '../../../lib/pending-action.ts';
import { useAccount } from '../api/get-account.ts';

/**
 * Does what a visitor pressed before joining (lib/pending-action.ts) once they are back with an
 * account ready to use: signed in, with a username and a preference (until then the layout
 * keeps them on /register).
 */
export function useResumeAction(action: Omit<PendingAction, 'path'>, run: () => void): void {
  const { data: account } = useAccount();
  const ready = !!account?.user.username && !!account.preference;
  const latestRun = useRef(run);
  latestRun.current = run;
  const { kind, deckId, page } = action;
  useEffect(() => {
    if (ready && takePendingAction({ kind, deckId, page })) latestRun.current();
  }, [ready, kind, deckId, page]);
}
