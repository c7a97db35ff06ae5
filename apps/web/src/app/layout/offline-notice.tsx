import { messages } from '@medshelf/shared/messages';
import { openSavedOffline } from '../../features/offline/index.ts';
import { useOnline } from '../../lib/use-online.ts';

export function OfflineNotice() {
  const online = useOnline();
  return (
    <div
      className={
        online
          ? undefined
          : 'flex flex-wrap items-center justify-center gap-x-3 bg-amber-100 px-4 py-1 text-center text-sm font-medium text-amber-950'
      }
    >
      {/* Only the message is a live region: the button would be read out with it each time. */}
      <div role="status" aria-live="polite">
        {online ? null : <p data-testid="offline-notice">{messages.offline}</p>}
      </div>
      {online ? null : (
        <button type="button" className="min-h-11 font-semibold underline" onClick={openSavedOffline}>
          See what is saved on this device
        </button>
      )}
    </div>
  );
}
