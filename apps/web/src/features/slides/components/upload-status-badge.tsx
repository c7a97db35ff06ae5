import type { DeckProgress } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { FailedStatus, InProgressStatus, StatusBadge } from '../../../components/ui/processing-status.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { isFinished } from '../api/deck-progress.ts';
import { useDeckProgress } from '../hooks/use-deck-progress.ts';

function FinishedBadge({ progress }: { progress: DeckProgress }) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  if (progress.status === 'ready') return <StatusBadge tone="done">{t('manage.badgeReady')}</StatusBadge>;
  // The row says why (deck.removal); the badge only names the state.
  if (progress.status === 'removed')
    return <StatusBadge tone="failed">{t('manage.badgeTakenDown')}</StatusBadge>;
  return <FailedStatus reason={progress.failureReason ?? deckText.processingFailed} />;
}

function LiveBadge({ initial }: { initial: DeckProgress }) {
  const progress = useDeckProgress(initial);
  if (isFinished(progress.status)) return <FinishedBadge progress={progress} />;
  return <InProgressStatus {...progress} />;
}

/** A deck's status in "your uploads"; queued and processing ones follow along live. */
export function UploadStatusBadge({ progress }: { progress: DeckProgress }) {
  return isFinished(progress.status) ? (
    <FinishedBadge progress={progress} />
  ) : (
    <LiveBadge initial={progress} />
  );
}
